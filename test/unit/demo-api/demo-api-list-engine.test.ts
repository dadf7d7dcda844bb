import { describe, expect, it } from 'vitest'
import { AUTHORS_LIST_PATH } from '../../../src/shared/api/contract'
import type { Author, AuthorsPageBody } from '../../../src/shared/api/contract'
import { generateAuthors, getDefaultDataset } from '../../../src/demo-api/dataset'
import { createHandlers } from '../../../src/demo-api/handlers'
import {
  buildLink,
  compareCodePoints,
  negotiate,
  parsePythonInt,
  parseQuery,
  pythonStrip,
  quotePlus,
  respondToList,
} from '../../../src/demo-api/list-engine'
import type { ListOptions } from '../../../src/demo-api/list-engine'
import { server } from '../../msw-server'

const ENDPOINT = `http://testserver${AUTHORS_LIST_PATH}`
const authors = generateAuthors({ size: 120 })

interface CallInit {
  method?: string
  accept?: string | null
  authors?: readonly Author[]
  options?: ListOptions
  url?: string
}

function call(query = '', init: CallInit = {}) {
  return respondToList(
    { method: init.method ?? 'GET', url: `${init.url ?? ENDPOINT}${query}`, accept: init.accept },
    init.authors ?? authors,
    init.options,
  )
}

function page(query = '', init: CallInit = {}): AuthorsPageBody {
  const response = call(query, init)
  expect(response.status).toBe(200)
  expect(response.headers['Content-Type']).toBe('application/json')
  return JSON.parse(response.body) as AuthorsPageBody
}

function link(query: string): string {
  return `${ENDPOINT}?${query}`
}

function author(uid: string, first_name: string, last_name: string, public_name = `${last_name.trim()} ${first_name[0]}.`): Author {
  return { uid: `00000000-0000-4000-8000-${uid.padStart(12, '0')}`, first_name, last_name, parent_name: null, public_name }
}

function byteLength(text: string): number {
  return new TextEncoder().encode(text).length
}

/**
 * The whole list as the engine orders it. Its order is pinned by the ordering tests below with
 * explicit expected orders; the paging tests only need to know which rows each page holds.
 */
const listed: readonly Author[] = (
  JSON.parse(respondToList({ method: 'GET', url: `${ENDPOINT}?limit=1000` }, authors).body) as AuthorsPageBody
).results
const byUid = (a: Author, b: Author) => (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0)

describe('limit and offset parsing (wire doc §1.1)', () => {
  it('serves 50 from offset 0 with no query, linking to the next page with an explicit limit', () => {
    const body = page()
    expect(body.count).toBe(120)
    expect(body.results).toEqual(listed.slice(0, 50))
    expect(body.next).toBe(link('limit=50&offset=50'))
    expect(body.previous).toBeNull()
  })

  it.each(['limit=0', 'limit=-1', 'limit=abc', 'limit=5.0', 'limit=', 'limit', 'limit=1__0', 'limit=_1'])(
    'falls back to 50 for %s and replaces the bad value in the links',
    (query) => {
      const body = page(`?${query}`)
      expect(body.results).toHaveLength(50)
      expect(body.next).toBe(link('limit=50&offset=50'))
    },
  )

  it('serves all 120 rows for limit=1000 and has no next page', () => {
    const body = page('?limit=1000')
    expect(body.results).toHaveLength(120)
    expect(body.next).toBeNull()
    expect(body.previous).toBeNull()
  })

  it('caps a client-sent limit at max_limit and writes the capped value into the links', () => {
    const body = page('?limit=100', { options: { maxLimit: 3 } })
    expect(body.results).toHaveLength(3)
    expect(body.next).toBe(link('limit=3&offset=3'))
  })

  it('does not cap the default limit', () => {
    expect(page('', { options: { maxLimit: 3 } }).results).toHaveLength(50)
  })

  it('caps at 1000 by default', () => {
    const body = page('?limit=5000', { authors: getDefaultDataset() })
    expect(body.results).toHaveLength(1000)
    expect(body.next).toBe(link('limit=1000&offset=1000'))
  })

  it('honours a custom default limit', () => {
    const body = page('', { options: { defaultLimit: 20 } })
    expect(body.results).toHaveLength(20)
    expect(body.next).toBe(link('limit=20&offset=20'))
  })

  it.each([
    ['limit=%205', 5],
    ['limit=+5', 5],
    ['limit=1_0', 10],
    ['limit=%EF%BC%95', 5],
    ['limit=%0A7%09', 7],
  ])('reads %s as %i, as Python int() does', (query, limit) => {
    const body = page(`?${query}`)
    expect(body.results).toHaveLength(limit)
    expect(body.next).toBe(link(`limit=${limit}&offset=${limit}`))
  })

  it('takes the last of repeated limits and keeps one limit in the links', () => {
    const body = page('?limit=10&limit=20')
    expect(body.results).toHaveLength(20)
    expect(body.next).toBe(link('limit=20&offset=20'))
  })

  it.each(['offset=-1', 'offset=abc', 'offset='])('reads %s as offset 0', (query) => {
    const body = page(`?${query}`)
    expect(body.results).toEqual(listed.slice(0, 50))
    expect(body.previous).toBeNull()
  })

  it('returns an empty page at offset = count, still 200, with a previous link', () => {
    const body = page('?offset=120')
    expect(body).toEqual({ count: 120, next: null, previous: link('limit=50&offset=70'), results: [] })
  })

  it('returns an empty page past the end with offset - limit in previous', () => {
    const body = page('?offset=500&limit=10')
    expect(body).toEqual({ count: 120, next: null, previous: link('limit=10&offset=490'), results: [] })
  })

  it('caps an astronomical limit instead of failing', () => {
    const body = page('?limit=9999999999999999999999&offset=5')
    expect(body.results).toEqual(listed.slice(5))
    expect(body.next).toBeNull()
    expect(body.previous).toBe(link('limit=1000'))
  })

  it('prints an astronomical offset exactly', () => {
    const body = page('?offset=9999999999999999999999')
    expect(body).toEqual({
      count: 120,
      next: null,
      previous: link('limit=50&offset=9999999999999999999949'),
      results: [],
    })
  })
})

describe('next and previous links (wire doc §1.3)', () => {
  it('has no next page exactly when offset + limit reaches count', () => {
    expect(page('?offset=70').next).toBeNull()
    expect(page('?offset=69').next).toBe(link('limit=50&offset=119'))
    expect(page('?offset=69').results).toHaveLength(50)
    expect(page('?offset=70').results).toHaveLength(50)
  })

  it.each([
    ['offset=5&limit=10', 'limit=10'],
    ['offset=10&limit=10', 'limit=10'],
    ['offset=25&limit=10', 'limit=10&offset=15'],
    ['offset=30&last_name=', 'last_name=&limit=50'],
  ])('builds previous for %s as ?%s', (query, expected) => {
    expect(page(`?${query}`).previous).toBe(link(expected))
  })

  it('keeps unknown keys and sorts all keys by code point', () => {
    expect(page('?zzz=1&a=2&limit=3&offset=3').next).toBe(link('a=2&limit=3&offset=6&zzz=1'))
  })

  it('passes case-variant keys through untouched, upper case first', () => {
    const body = page('?LIMIT=10&Offset=3&limit=50&offset=50')
    expect(body.results).toEqual(listed.slice(50, 100))
    expect(body.next).toBe(link('LIMIT=10&Offset=3&limit=50&offset=100'))
  })

  it('keeps repeated keys with their values in order', () => {
    expect(page('?x=2&x=1').next).toBe(link('limit=50&offset=50&x=2&x=1'))
  })

  it('keeps blank values and turns a bare key into key=', () => {
    expect(page('?last_name=&foo').next).toBe(link('foo=&last_name=&limit=50&offset=50'))
  })

  it('re-encodes values with quote_plus', () => {
    const next = page("?q=a%20b*c/d%3Be%3Df~g_h.i-j!'()%2B+").next
    expect(next).toBe(link('limit=50&offset=50&q=a+b%2Ac%2Fd%3Be%3Df~g_h.i-j%21%27%28%29%2B+'))
  })

  it('does not treat ; as a separator', () => {
    expect(page('?a=1;b=2').next).toBe(link('a=1%3Bb%3D2&limit=50&offset=50'))
  })

  it('percent-encodes non-ASCII as UTF-8 with upper-case hex', () => {
    expect(page('?note=Ёлка&note=%d1%91').next).toBe(link('limit=50&note=%D0%81%D0%BB%D0%BA%D0%B0&note=%D1%91&offset=50'))
  })

  it('carries format=json into the links', () => {
    expect(page('?format=json').next).toBe(link('format=json&limit=50&offset=50'))
  })

  it('builds absolute links from the request origin and path', () => {
    const body = page('?limit=10&offset=20', { url: `https://authors.example.org:8443/prefix${AUTHORS_LIST_PATH}` })
    expect(body.next).toBe(`https://authors.example.org:8443/prefix${AUTHORS_LIST_PATH}?limit=10&offset=30`)
    expect(body.previous).toBe(`https://authors.example.org:8443/prefix${AUTHORS_LIST_PATH}?limit=10&offset=10`)
  })

  it('visits every author exactly once when following next links', () => {
    const seen: Author[] = []
    let next: string | null = `${ENDPOINT}?limit=7`
    while (next !== null) {
      const body: AuthorsPageBody = JSON.parse(respondToList({ method: 'GET', url: next }, authors).body)
      seen.push(...body.results)
      next = body.next
    }
    expect(seen).toEqual(listed)
    expect([...seen].sort(byUid)).toEqual([...authors].sort(byUid))
  })
})

describe('envelope (wire doc §2)', () => {
  it('writes compact JSON with keys in DRF order', () => {
    const { body } = call('?limit=1')
    const first = listed[0] as Author
    expect(body).toBe(
      `{"count":120,"next":"${link('limit=1&offset=1')}","previous":null,"results":[${JSON.stringify({
        uid: first.uid,
        first_name: first.first_name,
        last_name: first.last_name,
        parent_name: first.parent_name,
        public_name: first.public_name,
      })}]}`,
    )
  })

  it('sends exactly the five contract fields of each author', () => {
    const extra = { ...author('1', 'Anna', 'Karenina'), internal_note: 'x' } as Author
    const [result] = page('', { authors: [extra] }).results
    expect(Object.keys(result ?? {})).toEqual(['uid', 'first_name', 'last_name', 'parent_name', 'public_name'])
  })

  it('writes raw UTF-8 and counts Content-Length in bytes', () => {
    const response = call('', { authors: [author('1', 'Пётр', 'Фёдоров')] })
    expect(response.body).toContain('"first_name":"Пётр"')
    expect(response.headers['Content-Length']).toBe(String(byteLength(response.body)))
    expect(Number(response.headers['Content-Length'])).toBeGreaterThan(response.body.length)
  })

  it('escapes U+2028 and U+2029 as DRF does', () => {
    const response = call('', { authors: [author('1', 'Line\u2028Break', 'Para\u2029Graph')] })
    expect(response.body).toContain('Line\\u2028Break')
    expect(response.body).toContain('Para\\u2029Graph')
    expect(response.body).not.toMatch(/[\u2028\u2029]/)
    expect((JSON.parse(response.body) as AuthorsPageBody).results[0]?.first_name).toBe('Line\u2028Break')
  })

  it.each([
    ['application/json; indent=2', 2],
    ['application/json; indent="4"', 4],
    ['*/*; indent=20', 8],
  ])('pretty-prints for Accept %s as DRF does, with ": " but no trailing spaces', (accept, indent) => {
    const response = call('?limit=1', { accept, authors: [author('1', 'Пётр', 'Фёдоров')] })
    expect(response.headers['Content-Type']).toBe('application/json')
    const pad = ' '.repeat(indent)
    expect(response.body.startsWith(`{\n${pad}"count": 1,\n${pad}"next": null,\n${pad}"previous": null,\n${pad}"results": [\n`)).toBe(true)
    expect(response.body).toContain(`"first_name": "Пётр"`)
    expect(response.body).not.toMatch(/ \n/)
  })

  it.each(['application/json; indent=0', 'application/json; indent=abc', 'application/json; q=0.5'])(
    'stays compact for Accept %s',
    (accept) => {
      expect(call('?limit=1', { accept, authors: [] }).body).toBe('{"count":0,"next":null,"previous":null,"results":[]}')
    },
  )

  it('serves an empty dataset as an empty page', () => {
    expect(call('', { authors: [] }).body).toBe('{"count":0,"next":null,"previous":null,"results":[]}')
  })
})

describe('filtering by last_name and first_name', () => {
  const people = [
    author('1', 'John', 'Smith'),
    author('2', 'Jane', 'Smithson'),
    author('3', 'Mary', 'Mc Smith'),
    author('4', 'Иван', 'Иванов'),
    author('5', 'Ирина', ' Иванова'),
    author('6', 'Пётр', 'Фёдоров'),
    author('7', 'И.', 'Петров И'),
    author('8', 'Tom', 'Jones'),
  ]
  const names = (query: string) => page(query, { authors: people }).results.map((result) => result.last_name)

  it('matches a case-insensitive substring of last_name', () => {
    expect(names('?last_name=smith')).toEqual(['Smithson', 'Smith', 'Mc Smith'])
    expect(names('?last_name=SMITH')).toEqual(['Smithson', 'Smith', 'Mc Smith'])
  })

  it.each(['%20smith%20', '+smith+', '%09Smith%0A', '%E3%80%80Smith'])('strips whitespace around %s', (value) => {
    expect(names(`?last_name=${value}`)).toEqual(['Smithson', 'Smith', 'Mc Smith'])
  })

  it.each([
    ['', ''],
    ['%20%20', '++'],
    ['+', '+'],
  ])('ignores a blank last_name=%s but keeps it in the links', (value, relinked) => {
    const body = page(`?last_name=${value}&limit=2`, { authors: people })
    expect(body.count).toBe(8)
    expect(body.next).toBe(link(`last_name=${relinked}&limit=2&offset=2`))
  })

  it('matches Cyrillic regardless of case, including a stored leading space', () => {
    expect(names('?last_name=иванов')).toEqual(['Иванов', ' Иванова'])
    expect(names('?last_name=ИВАНОВА')).toEqual([' Иванова'])
  })

  it('treats ё and е as different letters', () => {
    expect(names('?last_name=фёдор')).toEqual(['Фёдоров'])
    expect(names('?last_name=федор')).toEqual([])
  })

  it('matches a case-insensitive substring of first_name', () => {
    expect(names('?first_name=ир')).toEqual([' Иванова'])
    expect(names('?first_name=и.')).toEqual(['Петров И'])
  })

  it('narrows by both fields together', () => {
    expect(names('?last_name=smith&first_name=ja')).toEqual(['Smithson'])
  })

  it('uses the last of repeated values', () => {
    expect(names('?last_name=Smith&last_name=Jones')).toEqual(['Jones'])
  })

  it('ignores a search parameter it does not have', () => {
    expect(page('?search=smith', { authors: people }).count).toBe(8)
  })

  it('counts and pages the filtered set', () => {
    const body = page('?last_name=smith&limit=2', { authors: people })
    expect(body.count).toBe(3)
    expect(body.next).toBe(link('last_name=smith&limit=2&offset=2'))
  })

  it('rejects a NUL character in last_name with 400', () => {
    const response = call('?last_name=%00', { authors: people })
    expect(response.status).toBe(400)
    expect(response.headers['Content-Type']).toBe('application/json')
    expect(response.body).toBe('{"last_name":["Null characters are not allowed."]}')
  })

  it('names each offending field, last_name before first_name', () => {
    expect(call('?first_name=a%00b').body).toBe('{"first_name":["Null characters are not allowed."]}')
    expect(call('?first_name=%00&last_name=x%00').body).toBe(
      '{"last_name":["Null characters are not allowed."],"first_name":["Null characters are not allowed."]}',
    )
  })

  it('checks only the value that wins among repeated keys', () => {
    expect(call('?last_name=%00&last_name=Smith').status).toBe(200)
  })
})

describe('ordering', () => {
  it('orders by first_name, then last_name, then uid, by code point rather than locale', () => {
    const people = [
      author('1', 'Иван', 'Б'),
      author('2', 'И.', 'А'),
      author('3', 'И', 'А'),
      author('4', 'Ёлка', 'А'),
      author('5', 'Élodie', 'A'),
      author('6', 'john', 'A'),
      author('7', 'Zoë', 'A'),
      author('8', 'John', 'B'),
      author('9', 'John', 'A'),
      author('11', 'Иван', 'А'),
      author('10', 'Иван', 'А'),
      author('12', '\u{1d400}', 'A'),
      author('13', '\uff21', 'A'),
      author('14', 'John', 'AB'),
    ]
    const ordered = page('', { authors: people }).results.map((result) => Number(result.uid.slice(-12)))
    expect(ordered).toEqual([9, 14, 8, 7, 6, 5, 4, 3, 2, 10, 11, 1, 13, 12])
    expect(page('', { authors: [...people].reverse() }).results.map((result) => Number(result.uid.slice(-12)))).toEqual(ordered)
  })

  it('compares by code point where UTF-16 order differs', () => {
    expect(compareCodePoints('\uff21', '\u{1d400}')).toBeLessThan(0)
    expect('\uff21' < '\u{1d400}').toBe(false)
    expect(compareCodePoints('a', 'ab')).toBeLessThan(0)
    expect(compareCodePoints('same', 'same')).toBe(0)
  })
})

describe('formats and content negotiation (wire doc §3)', () => {
  it.each([
    ['?format=json', undefined],
    ['', undefined],
    ['', null],
    ['', ''],
    ['', '*/*'],
    ['', 'application/json'],
    ['', 'APPLICATION/JSON'],
    ['', 'application/json;q=0.1, text/html;q=1.0'],
    ['', 'application/json; indent=2'],
    ['?format=', 'application/json'],
    ['?format=json', 'text/html, */*'],
  ])('serves JSON for %s with Accept %s', (query, accept) => {
    const response = call(query, { accept })
    expect(response.status).toBe(200)
    expect(response.headers['Content-Type']).toBe('application/json')
    expect(JSON.parse(response.body)).toMatchObject({ count: 120 })
  })

  it.each([
    ['?format=api', undefined],
    ['', 'text/html'],
    ['', 'text/*'],
    ['', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'],
  ])('serves the browsable HTML page for %s with Accept %s', (query, accept) => {
    const response = call(query, { accept })
    expect(response.status).toBe(200)
    expect(response.headers['Content-Type']).toBe('text/html; charset=utf-8')
    expect(response.body.startsWith('<!DOCTYPE html>\n<html lang="en">')).toBe(true)
    expect(response.body).toContain('<title>Non Active Author List</title>')
    expect(response.body).toContain('"count": 120')
    expect(response.body.trimEnd().endsWith('</html>')).toBe(true)
  })

  it('escapes the data inside the HTML page', () => {
    const people = [author('1', 'John', 'Smith', 'Smith J. <jr>'), author('2', 'Marie', 'Curie', 'Curie M. &amp; P.')]
    const { body } = call('?format=api', { authors: people })
    expect(body).toContain('Smith J. &lt;jr&gt;')
    expect(body).toContain('Curie M. &amp;amp; P.')
    expect(body).not.toContain('<jr>')
  })

  it.each(['GET', 'POST', 'OPTIONS', 'DELETE'])('answers an unknown format with 404 JSON for %s', (method) => {
    const response = call('?format=xyz', { method, accept: 'text/html' })
    expect(response.status).toBe(404)
    expect(response.headers['Content-Type']).toBe('application/json')
    expect(response.body).toBe('{"detail":"Not found."}')
  })

  it('matches format values case-sensitively', () => {
    expect(call('?format=JSON').status).toBe(404)
  })

  it.each([
    ['', 'application/xml'],
    ['', '*'],
    ['?format=json', 'text/html'],
    ['?format=api', 'application/json'],
  ])('answers %s with Accept %s with 406', (query, accept) => {
    const response = call(query, { accept })
    expect(response.status).toBe(406)
    expect(response.headers['Content-Type']).toBe('application/json')
    expect(response.body).toBe('{"detail":"Could not satisfy the request Accept header."}')
  })

  it('picks renderers by specificity, ignoring q-values, JSON first within a group', () => {
    expect(negotiate(undefined, 'text/html;q=1.0, application/json;q=0.1')).toBe('json')
    expect(negotiate(undefined, 'text/html, application/json')).toBe('json')
    expect(negotiate(undefined, 'text/html, application/*')).toBe('html')
    expect(negotiate(undefined, 'text/html; level=1, application/json')).toBe('html')
    expect(negotiate('api', '*/*')).toBe('html')
    expect(negotiate('xml', '*/*')).toBe('not-found')
  })
})

describe('methods (wire doc §3-§5)', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'TRACE', 'PROPFIND'])('refuses %s with 405', (method) => {
    const response = call('', { method })
    expect(response.status).toBe(405)
    expect(response.headers['Content-Type']).toBe('application/json')
    expect(response.body).toBe(`{"detail":"Method \\"${method}\\" not allowed."}`)
  })

  it('upper-cases the method name in the 405 message', () => {
    expect(JSON.parse(call('', { method: 'post' }).body)).toEqual({ detail: 'Method "POST" not allowed.' })
  })

  it('renders a 405 for a browser as HTML', () => {
    const response = call('', { method: 'POST', accept: 'text/html' })
    expect(response.status).toBe(405)
    expect(response.headers['Content-Type']).toBe('text/html; charset=utf-8')
    expect(response.body).toContain('HTTP 405 Method Not Allowed')
  })

  it('checks Accept before the method', () => {
    expect(call('', { method: 'POST', accept: 'application/xml' }).status).toBe(406)
  })

  it('describes the endpoint on OPTIONS', () => {
    const response = call('?last_name=%00', { method: 'OPTIONS' })
    expect(response.status).toBe(200)
    expect(response.headers['Content-Type']).toBe('application/json')
    expect(response.body).toBe(
      '{"name":"Non Active Author List","description":"Search works only by last_name and first_name.",' +
        '"renders":["application/json","text/html"],' +
        '"parses":["application/json","application/x-www-form-urlencoded","multipart/form-data"]}',
    )
  })

  it('uses a custom description on OPTIONS', () => {
    const body = JSON.parse(call('', { method: 'OPTIONS', options: { description: 'Return a list.' } }).body)
    expect(body.description).toBe('Return a list.')
  })

  it.each(['', '?format=xyz', '?last_name=%00', '?format=api'])('answers HEAD%s with GET headers and no body', (query) => {
    const get = call(query)
    const head = call(query, { method: 'HEAD' })
    expect(head.body).toBe('')
    expect(head.status).toBe(get.status)
    expect(head.headers).toEqual(get.headers)
    expect(head.headers['Content-Length']).toBe(String(byteLength(get.body)))
  })

  it.each([
    ['', 'GET', 200],
    ['?last_name=%00', 'GET', 400],
    ['?format=xyz', 'GET', 404],
    ['', 'DELETE', 405],
    ['?format=json&format=api', 'GET', 200],
    ['', 'OPTIONS', 200],
  ])('sends Allow and Vary with %s %s', (query, method, status) => {
    const response = call(query, { method, accept: query.includes('format') ? null : 'application/json' })
    expect(response.status).toBe(status)
    expect(response.headers.Allow).toBe('GET, HEAD, OPTIONS')
    expect(response.headers.Vary).toBe('Accept')
  })

  it('sends Allow and Vary with a 406', () => {
    const response = call('', { accept: 'image/png' })
    expect(response.status).toBe(406)
    expect(response.headers.Allow).toBe('GET, HEAD, OPTIONS')
    expect(response.headers.Vary).toBe('Accept')
  })
})

describe('helpers', () => {
  it.each([
    ['42', 42n],
    ['  42\n', 42n],
    ['+5', 5n],
    ['-3', -3n],
    ['-0', 0n],
    ['007', 7n],
    ['1_000', 1000n],
    ['５', 5n],
    ['١٢', 12n],
    ['\u{1d7d3}', 5n],
    ['\x1c7', 7n],
    ['9999999999999999999999', 9999999999999999999999n],
    ['1'.repeat(4300), BigInt('1'.repeat(4300))],
  ])('parsePythonInt(%j) is %s', (text, value) => {
    expect(parsePythonInt(text)).toBe(value)
  })

  it.each(['', ' ', '5.0', '1e3', '0x10', '1__0', '_1', '1_', '+_1', '+', '- 5', '²', '\ufeff7', '1'.repeat(4301)])(
    'parsePythonInt(%j) fails as Python int() does',
    (text) => {
      expect(parsePythonInt(text)).toBeNull()
    },
  )

  it('strips whitespace as Python str.strip does', () => {
    expect(pythonStrip('\u3000\x1f a b \x85\n')).toBe('a b')
    expect(pythonStrip('\ufeffa')).toBe('\ufeffa')
  })

  it.each([
    ['a b', 'a+b'],
    ['*', '%2A'],
    ['/', '%2F'],
    [";=!'()&+%", '%3B%3D%21%27%28%29%26%2B%25'],
    ['~_.-AZaz09', '~_.-AZaz09'],
    ['ё', '%D1%91'],
    ['😀', '%F0%9F%98%80'],
  ])('quotePlus(%j) is %s', (text, quoted) => {
    expect(quotePlus(text)).toBe(quoted)
  })

  it('parses a query string as parse_qsl(keep_blank_values=True)', () => {
    expect(parseQuery('?a=1&&b&c=&=d&e=x=y&f=a+b%2Bc&g=%zz%4&h=%C3&i=%EF%BB%BFj&k=1;l=2')).toEqual([
      ['a', '1'],
      ['b', ''],
      ['c', ''],
      ['', 'd'],
      ['e', 'x=y'],
      ['f', 'a b+c'],
      ['g', '%zz%4'],
      ['h', '\ufffd'],
      ['i', '\ufeffj'],
      ['k', '1;l=2'],
    ])
    expect(parseQuery('')).toEqual([])
  })

  it('buildLink replaces, removes and sorts by code point', () => {
    const query = parseQuery('?\u{1d400}=1&\uff21=2&offset=9&limit=1')
    expect(buildLink('http://h/p/', query, { limit: '5', offset: null })).toBe('http://h/p/?limit=5&%EF%BC%A1=2&%F0%9D%90%80=1')
  })
})

describe('served through the msw handlers', () => {
  it('answers GET over fetch with the default dataset', async () => {
    const response = await fetch(`http://localhost:5173${AUTHORS_LIST_PATH}?limit=2&last_name=`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
    const body = (await response.json()) as AuthorsPageBody
    expect(body.count).toBe(getDefaultDataset().length)
    expect(body.next).toBe(`http://localhost:5173${AUTHORS_LIST_PATH}?last_name=&limit=2&offset=2`)
  })

  it('answers HEAD with headers only', async () => {
    const response = await fetch(`https://api.example.com${AUTHORS_LIST_PATH}`, { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(0)
    expect(await response.text()).toBe('')
  })

  it('serves a given dataset and refuses other methods', async () => {
    server.use(...createHandlers({ authors: [author('1', 'Anna', 'Karenina')], latencyMs: 1 }))
    const list = await fetch(`http://localhost${AUTHORS_LIST_PATH}`)
    expect(((await list.json()) as AuthorsPageBody).results.map((result) => result.last_name)).toEqual(['Karenina'])
    const post = await fetch(`http://localhost${AUTHORS_LIST_PATH}`, { method: 'POST' })
    expect(post.status).toBe(405)
  })
})
