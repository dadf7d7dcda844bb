import type { Author } from '../shared/api/contract'
import { DEFAULT_LIMIT, MAX_LIMIT } from '../shared/api/contract'
import { DEMO_SEARCH, type FieldSearch, type ListOptions, type SearchField, type SearchSemantics } from './list-engine'

/**
 * A live directory recorded as demo data (`npm run api-check -- --api URL --record FILE`): every
 * record in the API's order, and what api-check observed of the deployment (its page cap, its
 * default page size, how its search matches), so the demo API serves it as that deployment does.
 * Browser-safe: the mock server, the browser demo, Storybook and the QA kit all read it here.
 */
/** What api-check could not tell is written as such, never filled in with the demo's own. */
export const UNKNOWN = 'unknown'
export type Unknown = typeof UNKNOWN

/** One field's search as a recording states it: each property observed, or `"unknown"`. */
export type RecordedFieldSearch = { [K in keyof SearchSemantics]: SearchSemantics[K] | Unknown }

/** Each search field's semantics as observed: last_name and first_name may differ. */
export type RecordedSearch = Record<SearchField, RecordedFieldSearch>

export const SEARCH_FIELDS: readonly SearchField[] = ['last_name', 'first_name']

export interface RecordedDataset {
  format: typeof DATASET_FORMAT
  /** 2: search per field, with "unknown"; 1 (one search for both, every property known) is still read. */
  version: 2
  /** Where and when it was recorded, and whether the names were pseudonymized. */
  source: { api: string; recordedAt: string; pseudonymized: boolean }
  /** The deployment's `max_limit`; null when the list was too short to show one (it is at least `authors.length`). */
  maxLimit: number | null
  /** Rows a page holds when no `limit` is asked for; null when the list was too short to show it (served as the demo's 50). */
  defaultLimit: number | null
  search: RecordedSearch
  /** Every author, in the order the API listed them. */
  authors: Author[]
}

export const DATASET_FORMAT = 'non-active-authors-recording'

/** The engine options that make the demo API answer as the recorded deployment did. */
export function datasetListOptions(dataset: RecordedDataset): ListOptions {
  return {
    // A cap never seen (a short list) is the demo's own; it cannot change a page of that list anyway.
    maxLimit: dataset.maxLimit ?? MAX_LIMIT,
    defaultLimit: dataset.defaultLimit ?? DEFAULT_LIMIT,
    search: resolvedSearch(dataset.search),
    order: 'as-given',
  }
}

/** The semantics the demo API serves a recording with: what is unknown, the demo's own. */
export function resolvedSearch(search: RecordedSearch): FieldSearch {
  const resolve = (field: RecordedFieldSearch): SearchSemantics => ({
    match: field.match === UNKNOWN ? DEMO_SEARCH.match : field.match,
    caseSensitive: field.caseSensitive === UNKNOWN ? DEMO_SEARCH.caseSensitive : field.caseSensitive,
    strip: field.strip === UNKNOWN ? DEMO_SEARCH.strip : field.strip,
    yoAsYe: field.yoAsYe === UNKNOWN ? DEMO_SEARCH.yoAsYe : field.yoAsYe,
  })
  return { last_name: resolve(search.last_name), first_name: resolve(search.first_name) }
}

const SEARCH_WORDS: { [K in keyof SearchSemantics]: { name: string; demo: string } } = {
  match: { name: 'how a term matches', demo: 'finds it anywhere in the name' },
  caseSensitive: { name: 'case', demo: 'any case' },
  strip: { name: 'spaces around a term', demo: 'dropped' },
  yoAsYe: { name: 'ё and е', demo: 'two letters' },
}

/**
 * What of a recording's search is unknown and what the demo API does instead, a sentence each:
 * the mock says so when it starts, so nobody takes the demo's default for the deployment's.
 */
export function unknownSearch(search: RecordedSearch): string[] {
  const lines: string[] = []
  for (const field of SEARCH_FIELDS) {
    // An ignored parameter filters nothing: its case or stripping does not matter.
    if (search[field].match === 'ignored') continue
    for (const key of Object.keys(SEARCH_WORDS) as Array<keyof SearchSemantics>) {
      if (search[field][key] !== UNKNOWN) continue
      lines.push(
        `${field}: ${SEARCH_WORDS[key].name} is unknown (api-check could not tell); served as the demo does: ${SEARCH_WORDS[key].demo}`,
      )
    }
  }
  return lines
}

/** A search in a few words, unknowns named: "substring, any case, stripped, ё and е apart". */
export function describeFieldSearch(search: RecordedFieldSearch): string {
  if (search.match === 'ignored') return 'the parameter is ignored'
  const word = <T>(value: T | Unknown, yes: string, no: string, what: string) => (value === UNKNOWN ? `${what} unknown` : value ? yes : no)
  return [
    search.match === UNKNOWN ? 'match unknown' : search.match,
    word(search.caseSensitive, 'case-sensitive', 'any case', 'case'),
    word(search.strip, 'stripped', 'not stripped', 'stripping'),
    word(search.yoAsYe, 'ё as е', 'ё and е apart', 'ё/е'),
  ].join(', ')
}

/** One setting for both fields (version 1, or a dataset made by hand), as a recording states it. */
export function searchForBoth(search: SearchSemantics | RecordedFieldSearch): RecordedSearch {
  return { last_name: { ...search }, first_name: { ...search } }
}

/** Builds a recording's file body: the authors one a line, so a diff of two recordings reads well. */
export function serializeDataset(dataset: RecordedDataset): string {
  const { authors, ...rest } = dataset
  const head = JSON.stringify(rest, null, 2).replace(/\n}$/, '')
  const rows = authors.map((author) => `    ${JSON.stringify(author)}`).join(',\n')
  return `${head},\n  "authors": [${authors.length === 0 ? '' : `\n${rows}\n  `}]\n}\n`
}

/**
 * Why a file is not a recording, in English (the message, as the CLI and the mock print it) and
 * in Russian (the app's start-up screen in a Russian UI says it wholly in Russian).
 */
export class DatasetError extends Error {
  override readonly name = 'DatasetError'
  constructor(
    where: string,
    readonly reason: { en: string; ru: string },
  ) {
    super(`${where} is not a recording made by npm run api-check -- --record: ${reason.en}`)
  }
}

type Fail = (what: string, whatRu: string) => never

/** A recording read back; throws a DatasetError naming the first thing that is wrong, for a person to fix. */
export function parseDataset(json: unknown, where = 'the dataset'): RecordedDataset {
  const fail: Fail = (what, whatRu) => {
    throw new DatasetError(where, { en: what, ru: whatRu })
  }
  if (!isRecord(json)) return fail('it is not a JSON object', 'это не объект JSON')
  if (json.format !== DATASET_FORMAT) return fail(`"format" is not "${DATASET_FORMAT}"`, `"format" — не "${DATASET_FORMAT}"`)
  if (json.version !== 1 && json.version !== 2)
    fail(
      `"version" ${JSON.stringify(json.version)} is not one this app reads (1 or 2)`,
      `"version" ${JSON.stringify(json.version)} — не та, что читает приложение (1 или 2)`,
    )
  const source = isRecord(json.source) ? json.source : fail('"source" is missing', 'нет "source"')
  const { maxLimit, defaultLimit } = json
  if (maxLimit !== null && !isCount(maxLimit, 1))
    fail('"maxLimit" is not a whole number above 0, nor null', '"maxLimit" — не целое число больше 0 и не null')
  if (!isCount(defaultLimit, 1) && !(json.version === 2 && defaultLimit === null))
    fail(
      `"defaultLimit" is not a whole number above 0${json.version === 2 ? ', nor null' : ''}`,
      `"defaultLimit" — не целое число больше 0${json.version === 2 ? ' и не null' : ''}`,
    )
  if (!isRecord(json.search)) return fail('"search" is missing', 'нет "search"')
  const search =
    json.version === 1
      ? searchForBoth(readFieldSearch(json.search, '"search"', false, fail))
      : {
          last_name: readFieldSearch(json.search.last_name, '"search.last_name"', true, fail),
          first_name: readFieldSearch(json.search.first_name, '"search.first_name"', true, fail),
        }
  if (!Array.isArray(json.authors)) return fail('"authors" is not a list', '"authors" — не список')
  const authors = json.authors.map(
    (author: unknown, index: number) => readAuthor(author) ?? fail(`authors[${index}] is not an author`, `authors[${index}] — не автор`),
  )
  return {
    format: DATASET_FORMAT,
    version: 2,
    source: {
      api: String(source.api ?? ''),
      recordedAt: String(source.recordedAt ?? ''),
      pseudonymized: source.pseudonymized === true,
    },
    maxLimit: maxLimit as number | null,
    defaultLimit: defaultLimit as number | null,
    search,
    authors,
  }
}

const MATCHES: readonly string[] = ['substring', 'prefix', 'exact', 'ignored']

function readFieldSearch(value: unknown, where: string, unknownAllowed: boolean, fail: Fail): RecordedFieldSearch {
  if (!isRecord(value)) return fail(`${where} is missing`, `нет ${where}`)
  const allowed = unknownAllowed ? ' or "unknown"' : ''
  const allowedRu = unknownAllowed ? ' и не "unknown"' : ''
  const known = (raw: unknown) => unknownAllowed && raw === UNKNOWN
  const matches = MATCHES.map((each) => `"${each}"`).join(', ')
  if (!MATCHES.includes(value.match as string) && !known(value.match))
    fail(`${where}.match is not one of ${matches}${allowed}`, `${where}.match — не одно из ${matches}${allowedRu}`)
  for (const flag of ['caseSensitive', 'strip', 'yoAsYe'] as const) {
    if (typeof value[flag] !== 'boolean' && !known(value[flag]))
      fail(`${where}.${flag} is not true or false${allowed}`, `${where}.${flag} — не true и не false${allowedRu}`)
  }
  return {
    match: value.match as RecordedFieldSearch['match'],
    caseSensitive: value.caseSensitive as boolean | Unknown,
    strip: value.strip as boolean | Unknown,
    yoAsYe: value.yoAsYe as boolean | Unknown,
  }
}

/** The demo's own assumptions, as a recording would state them: for a dataset made by hand. */
export function demoDataset(
  authors: Author[],
  overrides: Partial<Omit<RecordedDataset, 'authors' | 'search'>> & { search?: SearchSemantics | RecordedSearch } = {},
): RecordedDataset {
  const { search = DEMO_SEARCH, ...rest } = overrides
  return {
    format: DATASET_FORMAT,
    version: 2,
    source: { api: '', recordedAt: '', pseudonymized: false },
    maxLimit: MAX_LIMIT,
    defaultLimit: DEFAULT_LIMIT,
    ...rest,
    search: 'match' in search ? searchForBoth(search) : search,
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
