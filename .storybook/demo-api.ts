import { delay, http } from 'msw'
import type { SetupWorker } from 'msw/browser'
import { AUTHORS_LIST_PATH, type Author } from '../src/shared/api/contract'
import type { DemoApiControl } from '../src/demo-api/browser'
import { DEFAULT_DATASET_SIZE, generateAuthors, getDefaultDataset } from '../src/demo-api/dataset'
import { createHandlers } from '../src/demo-api/handlers'
import { scenarioEntries } from '../src/demo-api/scenario-descriptions'
import type { ScenarioName } from '../src/demo-api/scenarios'

/**
 * Stories run on the demo API's own handlers and dataset: a dataset here is a selection from
 * generateAuthors' output, never a fixture of its own.
 */
export const DATASETS = ['generated', 'messy names', 'duplicates', 'long names'] as const
export type DatasetName = (typeof DATASETS)[number]

export const DATASET_DESCRIPTIONS: Record<DatasetName, string> = {
  generated: 'The generated demo dataset of `datasetSize` authors.',
  'messy names':
    'Its messiest records: stray and doubled spaces, doubled periods, bare initials, markup-like text, null and empty patronymics.',
  duplicates: 'Only the people recorded more than once (same names, different uid).',
  'long names': 'Only records with long, often hyphenated names.',
}

/** What a story tells the demo API; these are also the controls a designer tweaks. */
export interface DemoApiArgs {
  scenario: ScenarioName
  dataset: DatasetName
  /** How many authors are generated before `dataset` selects from them. */
  datasetSize: number
  /** Delay before every answer; unset keeps the scenario's own (0, or 2 s for "slow"). */
  latencyMs?: number | undefined
}

export function demoHandlers(args: DemoApiArgs) {
  return createHandlers({
    scenario: args.scenario,
    authors: storyDataset(args.dataset, args.datasetSize),
    ...(args.latencyMs === undefined ? {} : { latencyMs: args.latencyMs }),
  })
}

/**
 * Holds back every page but the first, then lets the demo API's handler answer: the first page
 * shows at once and the next one (prefetched or asked for) stays loading.
 */
export function delayPagesAfterTheFirst(ms: number) {
  return http.all(`*${AUTHORS_LIST_PATH}`, async ({ request }) => {
    if (new URL(request.url).searchParams.has('offset')) await delay(ms)
  })
}

/** The app's demo-only scenario control, switching the story's handlers as the service worker's would. */
export function storyDemoControl(msw: SetupWorker, args: DemoApiArgs, onScenario: (name: ScenarioName) => void): DemoApiControl {
  const control: DemoApiControl = {
    scenario: args.scenario,
    scenarios: scenarioEntries(),
    setScenario: (name) => {
      msw.use(...demoHandlers({ ...args, scenario: name }))
      control.scenario = name
      onScenario(name)
    },
  }
  return control
}

// The app owns these query parameters; Storybook's own (id, viewMode, args) are left alone.
const APP_PARAMS = ['last_name', 'first_name', 'limit', 'offset', 'scenario', 'author', 'row', 'review', 'rpage']

/**
 * Puts the list's place in the address bar before the app reads it. Storybook keeps one preview
 * URL across stories, so the previous story's place is cleared first.
 */
export function startListAt(search = '') {
  const url = new URL(window.location.href)
  for (const key of APP_PARAMS) url.searchParams.delete(key)
  for (const [key, value] of new URLSearchParams(search)) url.searchParams.append(key, value)
  window.history.replaceState(window.history.state, '', url)
}

const datasets = new Map<string, readonly Author[]>()

export function storyDataset(name: DatasetName, size: number = DEFAULT_DATASET_SIZE): readonly Author[] {
  const key = `${name}:${size}`
  let dataset = datasets.get(key)
  if (!dataset) {
    const generated = size === DEFAULT_DATASET_SIZE ? getDefaultDataset() : generateAuthors({ size })
    dataset = SELECTIONS[name](generated)
    datasets.set(key, dataset)
  }
  return dataset
}

const SELECTIONS: Record<DatasetName, (authors: readonly Author[]) => readonly Author[]> = {
  generated: (authors) => authors,
  'messy names': messyNames,
  duplicates,
  'long names': (authors) => authors.filter((author) => author.last_name.trim().length >= 18 || author.public_name.length >= 32),
}

const fields = (author: Author) => [author.first_name, author.last_name, author.parent_name ?? '', author.public_name]

/** Each kind of mess, so one page shows every kind rather than a page of one. */
const MESS: ReadonlyArray<(author: Author) => boolean> = [
  (author) => fields(author).some((value) => value !== value.trim()),
  (author) => fields(author).some((value) => /\s{2}/.test(value)),
  (author) => /\.\./.test(author.public_name),
  (author) => /^\S\.?$/.test(author.first_name),
  (author) => /[<>&]/.test(author.public_name),
  (author) => author.parent_name === null,
  (author) => author.parent_name === '',
]
const PER_KIND = 8

function messyNames(authors: readonly Author[]): Author[] {
  const chosen = new Set<Author>()
  for (const isMessy of MESS) for (const author of authors.filter(isMessy).slice(0, PER_KIND)) chosen.add(author)
  return authors.filter((author) => chosen.has(author))
}

function duplicates(authors: readonly Author[]): Author[] {
  const key = (author: Author) => `${author.last_name}\u0000${author.first_name}\u0000${author.parent_name}`
  const counts = new Map<string, number>()
  for (const author of authors) counts.set(key(author), (counts.get(key(author)) ?? 0) + 1)
  return authors.filter((author) => (counts.get(key(author)) ?? 0) > 1)
}
