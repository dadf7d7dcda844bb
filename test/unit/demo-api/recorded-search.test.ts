// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { AUTHORS_LIST_PATH, type Author } from '../../../src/shared/api/contract'
import { DEMO_SEARCH, respondToList, type FieldSearch } from '../../../src/demo-api/list-engine'
import {
  datasetListOptions,
  demoDataset,
  describeFieldSearch,
  parseDataset,
  resolvedSearch,
  searchForBoth,
  serializeDataset,
  unknownSearch,
  type RecordedSearch,
} from '../../../src/demo-api/recorded-dataset'
import { describeRecording } from '../../../src/demo-api/serve'

/**
 * Each search field's semantics as a recording states them: last_name and first_name apart,
 * "unknown" kept as such (never the demo's default written down as observed), served as the demo
 * does and said so when the mock starts.
 */

const author = (uid: string, last_name: string, first_name: string): Author => ({
  uid,
  last_name,
  first_name,
  parent_name: null,
  public_name: `${last_name} ${first_name}`,
})
const authors = [
  author('1', 'Иванов', 'Анна'),
  author('2', 'Петров', 'анна'),
  author('3', 'Ёлкин', 'Ярослава'),
  author('4', 'Елкин', 'Аннушка'),
]

function found(search: FieldSearch, query: string): string[] {
  const url = `http://demo.test${AUTHORS_LIST_PATH}?${query}`
  const answer = respondToList({ method: 'GET', url, accept: 'application/json' }, authors, { search, order: 'as-given' })
  return (JSON.parse(answer.body) as { results: Author[] }).results.map((row) => row.uid)
}

const both = (last: Partial<typeof DEMO_SEARCH>, first: Partial<typeof DEMO_SEARCH> = {}): FieldSearch => ({
  last_name: { ...DEMO_SEARCH, ...last },
  first_name: { ...DEMO_SEARCH, ...first },
})

describe('the list engine, each field its own search', () => {
  it('matches exactly, by prefix or anywhere, per field', () => {
    expect(found(both({ match: 'exact' }), 'last_name=иванов')).toEqual(['1'])
    expect(found(both({ match: 'exact' }), 'last_name=иван')).toEqual([])
    expect(found(both({ match: 'prefix' }), 'last_name=пет')).toEqual(['2'])
    expect(found(both({ match: 'prefix' }), 'last_name=етров')).toEqual([])
    expect(found(both({}), 'last_name=етров')).toEqual(['2'])
    expect(found(both({}, { match: 'exact' }), 'first_name=анна&last_name=ов')).toEqual(['1', '2'])
  })

  it('ignores an ignored parameter, whatever it holds', () => {
    expect(found(both({}, { match: 'ignored' }), 'first_name=zzz')).toEqual(['1', '2', '3', '4'])
    expect(found(both({}, { match: 'ignored' }), 'first_name=zzz&last_name=кин')).toEqual(['3', '4'])
  })

  it('keeps case, stripping and ё/е apart per field', () => {
    expect(found(both({}, { caseSensitive: true }), 'first_name=анна')).toEqual(['2'])
    expect(found(both({}, { caseSensitive: true }), 'last_name=иванов')).toEqual(['1'])
    expect(found(both({ yoAsYe: true }), 'last_name=елкин')).toEqual(['3', '4'])
    expect(found(both({}, { yoAsYe: true }), 'last_name=елкин')).toEqual(['4'])
    expect(found(both({ strip: false }), 'last_name=%20Иванов')).toEqual([])
    expect(found(both({ strip: false }), 'first_name=%20Анна')).toEqual(['1', '2'])
    expect(found(both({}, { strip: false }), 'last_name=%20Иванов')).toEqual(['1'])
  })
})

const partlyUnknown: RecordedSearch = {
  last_name: { match: 'prefix', caseSensitive: false, strip: true, yoAsYe: 'unknown' },
  first_name: { match: 'unknown', caseSensitive: 'unknown', strip: 'unknown', yoAsYe: 'unknown' },
}

describe('a recording’s search', () => {
  it('keeps "unknown" through a file, and serves it as the demo does', () => {
    const dataset = demoDataset(authors, { search: partlyUnknown })
    const read = parseDataset(JSON.parse(serializeDataset(dataset)))
    expect(read.search).toEqual(partlyUnknown)
    expect(datasetListOptions(read).search).toEqual({
      last_name: { match: 'prefix', caseSensitive: false, strip: true, yoAsYe: false },
      first_name: DEMO_SEARCH,
    })
    expect(resolvedSearch(searchForBoth(DEMO_SEARCH))).toEqual({ last_name: DEMO_SEARCH, first_name: DEMO_SEARCH })
  })

  it('reads a version 1 file as one search for both fields', () => {
    const v1 = { ...JSON.parse(serializeDataset(demoDataset(authors))), version: 1, search: { ...DEMO_SEARCH, match: 'prefix' } }
    const read = parseDataset(v1)
    expect(read.version).toBe(2)
    expect(read.search).toEqual(searchForBoth({ ...DEMO_SEARCH, match: 'prefix' }))
  })

  it('says what is unknown and what the mock does instead, one line each', () => {
    expect(unknownSearch(partlyUnknown)).toEqual([
      'last_name: ё and е is unknown (api-check could not tell); served as the demo does: two letters',
      'first_name: how a term matches is unknown (api-check could not tell); served as the demo does: finds it anywhere in the name',
      'first_name: case is unknown (api-check could not tell); served as the demo does: any case',
      'first_name: spaces around a term is unknown (api-check could not tell); served as the demo does: dropped',
      'first_name: ё and е is unknown (api-check could not tell); served as the demo does: two letters',
    ])
    expect(unknownSearch(searchForBoth(DEMO_SEARCH))).toEqual([])
  })

  it('does not list the properties of an ignored parameter as unknown', () => {
    const ignored: RecordedSearch = {
      last_name: { ...DEMO_SEARCH },
      first_name: { match: 'ignored', caseSensitive: 'unknown', strip: 'unknown', yoAsYe: 'unknown' },
    }
    expect(unknownSearch(ignored)).toEqual([])
    expect(describeFieldSearch(ignored.first_name)).toBe('the parameter is ignored')
  })

  it('describes each field in words, unknowns named', () => {
    expect(describeFieldSearch(DEMO_SEARCH)).toBe('substring, any case, stripped, ё and е apart')
    expect(describeFieldSearch({ match: 'exact', caseSensitive: true, strip: false, yoAsYe: true })).toBe(
      'exact, case-sensitive, not stripped, ё as е',
    )
    expect(describeFieldSearch(partlyUnknown.first_name)).toBe('match unknown, case unknown, stripping unknown, ё/е unknown')
  })

  it('is told by the mock when it starts: each field, and what is unknown', () => {
    const text = describeRecording(demoDataset(authors, { search: partlyUnknown, maxLimit: 100 }))
    expect(text).toBe(
      'Serving 4 recorded authors (max_limit 100, default page 50; last_name: prefix, any case, stripped, ё/е unknown; first_name: match unknown, case unknown, stripping unknown, ё/е unknown)\n' +
        unknownSearch(partlyUnknown)
          .map((line) => `  Unknown: ${line}\n`)
          .join(''),
    )
    expect(describeRecording(demoDataset(authors, { maxLimit: 100, defaultLimit: null }))).toBe(
      'Serving 4 recorded authors (max_limit 100, default page unknown; last_name: substring, any case, stripped, ё and е apart; first_name: substring, any case, stripped, ё and е apart)\n' +
        '  Unknown: the default page size (the list was too short to show it); served as the demo does: 50\n',
    )
    const short = demoDataset(authors, { defaultLimit: null })
    expect(parseDataset(JSON.parse(serializeDataset(short))).defaultLimit).toBeNull()
    expect(datasetListOptions(short).defaultLimit).toBe(50)
    expect(() => parseDataset({ ...JSON.parse(serializeDataset(short)), version: 1, search: DEMO_SEARCH })).toThrow(
      '"defaultLimit" is not a whole number above 0',
    )
    expect(describeRecording(demoDataset(authors, { maxLimit: null }))).toBe(
      'Serving 4 recorded authors (no page cap seen, default page 50; last_name: substring, any case, stripped, ё and е apart; first_name: substring, any case, stripped, ё and е apart)\n',
    )
  })
})
