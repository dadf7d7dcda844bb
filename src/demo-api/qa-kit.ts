/**
 * The demo API for QA engineers' own tests: one documented entry, typed, with no app code behind
 * it (only the API contract). Browser-safe: use it with msw/node, msw/browser or Storybook.
 * The Node HTTP server is a separate entry, `src/demo-api/http-server.ts`.
 *
 *   import { setupServer } from 'msw/node'
 *   import { createHandlers, generateAuthors } from '<app>/src/demo-api/qa-kit'
 *   const server = setupServer(...createHandlers({ authors: generateAuthors({ seed: 7, size: 300 }) }))
 *   server.use(...createHandlers({ scenario: 'rate-limited' }))   // switch scenario in one test
 *   await switchMockApiScenario('http://127.0.0.1:8000', 'flaky')  // a running HTTP mock API
 *   setupServer(...createHandlers({ dataset: parseDataset(json) }))  // a recorded live directory
 *
 * This file is the kit's public surface, so it re-exports on purpose.
 */
export { AUTHORS_LIST_PATH, DEFAULT_LIMIT, MAX_LIMIT } from '../shared/api/contract'
export type { Author, AuthorsPageBody } from '../shared/api/contract'
export { createAuthorIndex } from './author-index'
export { DEFAULT_DATASET_SIZE, DEFAULT_SEED, generateAuthors, getDefaultDataset } from './dataset'
export { createHandlers, handlers } from './handlers'
export type { DemoApiOptions } from './handlers'
export { DEMO_SEARCH, respondToList } from './list-engine'
export type {
  AuthorIndex,
  AuthorRows,
  AuthorSource,
  FilterTerms,
  ListOptions,
  ListRequest,
  ListResponse,
  FieldSearch,
  SearchField,
  SearchSemantics,
} from './list-engine'
export { datasetListOptions, demoDataset, parseDataset, searchForBoth, serializeDataset, unknownSearch, UNKNOWN } from './recorded-dataset'
export type { RecordedDataset, RecordedFieldSearch, RecordedSearch } from './recorded-dataset'
export { SCENARIO_CONTROL_PATH, switchMockApiScenario } from './scenario-control'
export { isScenarioName, SCENARIO_NAMES, SCENARIOS } from './scenarios'
export type { Scenario, ScenarioName } from './scenarios'
