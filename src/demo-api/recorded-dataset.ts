import type { Author } from '../shared/api/contract'
import { DEFAULT_LIMIT, MAX_LIMIT } from '../shared/api/contract'
import { DEMO_SEARCH, type ListOptions, type SearchSemantics } from './list-engine'

/**
 * A live directory recorded as demo data (`npm run api-check -- --api URL --record FILE`): every
 * record in the API's order, and what api-check observed of the deployment (its page cap, its
 * default page size, how its search matches), so the demo API serves it as that deployment does.
 * Browser-safe: the mock server, the browser demo, Storybook and the QA kit all read it here.
 */
export interface RecordedDataset {
  format: typeof DATASET_FORMAT
  version: 1
  /** Where and when it was recorded, and whether the names were pseudonymized. */
  source: { api: string; recordedAt: string; pseudonymized: boolean }
  /** The deployment's `max_limit`; null when the list was too short to show one (it is at least `authors.length`). */
  maxLimit: number | null
  /** Rows a page holds when no `limit` is asked for. */
  defaultLimit: number
  search: SearchSemantics
  /** Every author, in the order the API listed them. */
  authors: Author[]
}

export const DATASET_FORMAT = 'non-active-authors-recording'

/** The engine options that make the demo API answer as the recorded deployment did. */
export function datasetListOptions(dataset: RecordedDataset): ListOptions {
  return {
    // A cap never seen (a short list) is the demo's own; it cannot change a page of that list anyway.
    maxLimit: dataset.maxLimit ?? MAX_LIMIT,
    defaultLimit: dataset.defaultLimit,
    search: dataset.search,
    order: 'as-given',
  }
}

/** Builds a recording's file body: the authors one a line, so a diff of two recordings reads well. */
export function serializeDataset(dataset: RecordedDataset): string {
  const { authors, ...rest } = dataset
  const head = JSON.stringify(rest, null, 2).replace(/\n}$/, '')
  const rows = authors.map((author) => `    ${JSON.stringify(author)}`).join(',\n')
  return `${head},\n  "authors": [${authors.length === 0 ? '' : `\n${rows}\n  `}]\n}\n`
}

/** A recording read back; throws an Error naming the first thing that is wrong, for a person to fix. */
export function parseDataset(json: unknown, where = 'the dataset'): RecordedDataset {
  const fail = (what: string): never => {
    throw new Error(`${where} is not a recording made by npm run api-check -- --record: ${what}`)
  }
  if (!isRecord(json)) return fail('it is not a JSON object')
  if (json.format !== DATASET_FORMAT) return fail(`"format" is not "${DATASET_FORMAT}"`)
  if (json.version !== 1) return fail(`"version" ${JSON.stringify(json.version)} is not one this app reads (1)`)
  const source = isRecord(json.source) ? json.source : fail('"source" is missing')
  const { maxLimit, defaultLimit, search } = json
  if (maxLimit !== null && !isCount(maxLimit, 1)) fail('"maxLimit" is not a whole number above 0, nor null')
  if (!isCount(defaultLimit, 1)) fail('"defaultLimit" is not a whole number above 0')
  if (!isRecord(search)) return fail('"search" is missing')
  if (search.match !== 'substring' && search.match !== 'prefix') fail('"search.match" is neither "substring" nor "prefix"')
  for (const flag of ['caseSensitive', 'strip', 'yoAsYe'] as const) {
    if (typeof search[flag] !== 'boolean') fail(`"search.${flag}" is not true or false`)
  }
  if (!Array.isArray(json.authors)) return fail('"authors" is not a list')
  const authors = json.authors.map((author: unknown, index: number) => readAuthor(author) ?? fail(`authors[${index}] is not an author`))
  return {
    format: DATASET_FORMAT,
    version: 1,
    source: {
      api: String(source.api ?? ''),
      recordedAt: String(source.recordedAt ?? ''),
      pseudonymized: source.pseudonymized === true,
    },
    maxLimit: maxLimit as number | null,
    defaultLimit: defaultLimit as number,
    search: {
      match: search.match as SearchSemantics['match'],
      caseSensitive: search.caseSensitive as boolean,
      strip: search.strip as boolean,
      yoAsYe: search.yoAsYe as boolean,
    },
    authors,
  }
}

/** The demo's own assumptions, as a recording would state them: for a dataset made by hand. */
export function demoDataset(authors: Author[], overrides: Partial<Omit<RecordedDataset, 'authors'>> = {}): RecordedDataset {
  return {
    format: DATASET_FORMAT,
    version: 1,
    source: { api: '', recordedAt: '', pseudonymized: false },
    maxLimit: MAX_LIMIT,
    defaultLimit: DEFAULT_LIMIT,
    search: DEMO_SEARCH,
    ...overrides,
    authors,
  }
}

function readAuthor(value: unknown): Author | undefined {
  if (!isRecord(value)) return undefined
  const { uid, first_name, last_name, parent_name, public_name } = value
  const texts = [uid, first_name, last_name, public_name]
  if (!texts.every((text) => typeof text === 'string')) return undefined
  if (parent_name !== null && typeof parent_name !== 'string') return undefined
  return { uid, first_name, last_name, parent_name, public_name } as Author
}

function isCount(value: unknown, min: number): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= min
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
