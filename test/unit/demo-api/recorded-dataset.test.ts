// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { AUTHORS_LIST_PATH, type Author, type AuthorsPageBody } from '../../../src/shared/api/contract'
import { DEMO_SEARCH, respondToList, type ListOptions } from '../../../src/demo-api/list-engine'
import { datasetListOptions, demoDataset, parseDataset, serializeDataset } from '../../../src/demo-api/recorded-dataset'
import { parseServeArgs } from '../../../src/demo-api/serve'

const author = (uid: string, last: string, first = 'Анна', parent: string | null = null): Author => ({
  uid,
  first_name: first,
  last_name: last,
  parent_name: parent,
  public_name: `${last} ${first[0]}.`,
})

const AUTHORS = [author('3', 'Иванов'), author('1', 'Петрова'), author('2', 'Соловьёв', 'Борис'), author('4', 'Ivanova', 'Maria')]

function uids(query: string, options: ListOptions): string[] {
  const { body } = respondToList({ method: 'GET', url: `http://api.test${AUTHORS_LIST_PATH}?${query}` }, AUTHORS, options)
  return (JSON.parse(body) as AuthorsPageBody).results.map((each) => each.uid)
}

describe('the list engine with a deployment’s search semantics', () => {
  it('keeps the demo’s own by default: a substring, any case, stripped, ё and е apart, sorted', () => {
    expect(uids('last_name=ВАН', {})).toEqual(['3'])
    expect(uids('last_name=%20ван%20', {})).toEqual(['3'])
    expect(uids('last_name=соловьев', {})).toEqual([])
    // By first name, last name, uid: Maria (Latin) before Анна, Анна before Борис.
    expect(uids('', {})).toEqual(['4', '3', '1', '2'])
  })

  it('a prefix search finds only names that start with the term', () => {
    const search = { ...DEMO_SEARCH, match: 'prefix' as const }
    expect(uids('last_name=ван', { search })).toEqual([])
    expect(uids('last_name=ива', { search })).toEqual(['3'])
  })

  it('a case-sensitive search tells cases apart', () => {
    const search = { ...DEMO_SEARCH, caseSensitive: true }
    expect(uids('last_name=ВАН', { search })).toEqual([])
    expect(uids('last_name=ван', { search })).toEqual(['3'])
  })

  it('a search that does not strip looks for the spaces too', () => {
    const search = { ...DEMO_SEARCH, strip: false }
    expect(uids('last_name=%20ван', { search })).toEqual([])
    expect(uids('last_name=%20%20', { search })).toEqual([])
  })

  it('a search that folds ё finds Соловьёв by соловьев and the other way round', () => {
    const search = { ...DEMO_SEARCH, yoAsYe: true }
    expect(uids('last_name=соловьев', { search })).toEqual(['2'])
    expect(uids('last_name=СОЛОВЬЁВ', { search })).toEqual(['2'])
  })

  it('serves a recording in its own order, not sorted', () => {
    expect(uids('', { order: 'as-given' })).toEqual(['3', '1', '2', '4'])
    expect(uids('', {})).toEqual(['4', '3', '1', '2'])
  })
})

describe('a recording file', () => {
  const dataset = demoDataset(AUTHORS, { maxLimit: 100, defaultLimit: 20, search: { ...DEMO_SEARCH, match: 'prefix' } })

  it('reads back what was written, one author a line', () => {
    const text = serializeDataset(dataset)
    expect(text.split('\n').filter((line) => line.trimStart().startsWith('{"uid"'))).toHaveLength(AUTHORS.length)
    expect(parseDataset(JSON.parse(text))).toEqual(dataset)
    expect(parseDataset(JSON.parse(serializeDataset(demoDataset([]))))).toEqual(demoDataset([]))
  })

  it('gives the engine its cap, default page, search and order', () => {
    expect(datasetListOptions(dataset)).toEqual({ maxLimit: 100, defaultLimit: 20, search: dataset.search, order: 'as-given' })
    expect(datasetListOptions({ ...dataset, maxLimit: null }).maxLimit).toBe(1000)
  })

  it.each([
    [[], 'it is not a JSON object'],
    [{ ...dataset, format: 'other' }, '"format" is not "non-active-authors-recording"'],
    [{ ...dataset, version: 3 }, '"version" 3 is not one this app reads (1 or 2)'],
    [{ ...dataset, maxLimit: 0 }, '"maxLimit" is not a whole number above 0'],
    [
      { ...dataset, search: { ...dataset.search, last_name: { ...dataset.search.last_name, match: 'fuzzy' } } },
      '"search.last_name".match is not one of "substring", "prefix", "exact", "ignored" or "unknown"',
    ],
    [
      { ...dataset, search: { ...dataset.search, first_name: { ...dataset.search.first_name, strip: 'yes' } } },
      '"search.first_name".strip is not true or false or "unknown"',
    ],
    [{ ...dataset, search: { last_name: dataset.search.last_name } }, '"search.first_name" is missing'],
    [{ ...dataset, version: 1, search: { ...DEMO_SEARCH, strip: 'unknown' } }, '"search".strip is not true or false'],
    [{ ...dataset, authors: [{ uid: 1 }] }, 'authors[0] is not an author'],
  ])('refuses a file that is not one, saying why (%#)', (json, reason) => {
    expect(() => parseDataset(json, 'x.json')).toThrow(`x.json is not a recording made by npm run api-check -- --record: ${reason}`)
  })

  it('is what npm run mock-api -- --dataset serves, and a wrong file is named', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dataset-'))
    afterAll(() => rmSync(dir, { recursive: true, force: true }))
    const file = join(dir, 'recording.json')
    writeFileSync(file, serializeDataset(dataset))
    const command = parseServeArgs(['--dataset', file, '--port', '0'])
    expect(command.help === false && command.options.dataset).toEqual(dataset)
    expect(() => parseServeArgs(['--dataset', join(dir, 'missing.json')])).toThrow(/--dataset: cannot read .*missing\.json \(ENOENT\)/)
    writeFileSync(file, 'not json')
    expect(() => parseServeArgs(['--dataset', file])).toThrow(`--dataset: ${file} is not JSON`)
    expect(() => parseServeArgs(['--dataset', file, '--size', '5'])).toThrow('--dataset serves a recording: leave out --seed and --size')
  })
})
