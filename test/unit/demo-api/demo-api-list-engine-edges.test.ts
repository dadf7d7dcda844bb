import { describe, expect, it } from 'vitest'
import { AUTHORS_LIST_PATH } from '../../../src/shared/api/contract'
import type { Author } from '../../../src/shared/api/contract'
import {
  buildLink,
  compareCodePoints,
  negotiate,
  parseQuery,
  quotePlus,
  respondToList,
  utf8Length,
} from '../../../src/demo-api/list-engine'
import type { ListOptions } from '../../../src/demo-api/list-engine'

/** The list engine's edges a client or a browser can meet, beyond the main wire-behaviour tests. */

const ENDPOINT = `http://testserver${AUTHORS_LIST_PATH}`
const people: Author[] = Array.from({ length: 30 }, (_, index) => ({
  uid: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  first_name: `Anna${String(index).padStart(2, '0')}`,
  last_name: 'Karenina',
  parent_name: null,
  public_name: `Karenina A. ${index}`,
}))

function call(query: string, init: { accept?: string; options?: ListOptions; authors?: readonly Author[] } = {}) {
  return respondToList({ method: 'GET', url: `${ENDPOINT}${query}`, accept: init.accept }, init.authors ?? people, init.options)
}

describe('query strings as Python reads them', () => {
  it('decodes escapes around characters that are not ASCII, which stay as they are', () => {
    expect(parseQuery('a=%D0%98%D0%B2%20ов')).toEqual([['a', 'Ив ов']])
    expect(parseQuery('a=%41Ив%42')).toEqual([['a', 'AИвB']])
    expect(parseQuery('a=Ив%')).toEqual([['a', 'Ив%']])
    expect(parseQuery('a=%41\u0080')).toEqual([['a', 'A\u0080']])
  })

  it('decodes only a percent sign followed by two hex digits', () => {
    expect(parseQuery('a=ab12%20')).toEqual([['a', 'ab12 ']])
  })

  it('reads a query string with or without its question mark', () => {
    expect(parseQuery('a=1&b=2')).toEqual([
      ['a', '1'],
      ['b', '2'],
    ])
  })

  it('writes a byte below 0x10 with two hex digits', () => {
    expect(quotePlus('\t\n')).toBe('%09%0A')
  })

  it('drops the question mark of a link left with no parameters', () => {
    expect(buildLink('http://h/p/', parseQuery('?offset=5'), { offset: null })).toBe('http://h/p/')
  })
})

describe('order by code point beyond the Basic Multilingual Plane', () => {
  it('puts astral characters (surrogate pairs) after U+E000–U+FFFF, as Python and MySQL do', () => {
    expect(compareCodePoints('\u{10000}', '\ue001')).toBeGreaterThan(0)
    expect(compareCodePoints('\u{10000}', '\ue000')).toBeGreaterThan(0)
    expect(compareCodePoints('\u{103ff}', '\u{10000}')).toBeGreaterThan(0)
    expect(compareCodePoints('\ue000', '\ue001')).toBeLessThan(0)
    expect(compareCodePoints('\ud7ff', '\ue000')).toBeLessThan(0)
  })
})

describe('Accept header parameters (Django parse_header_parameters, DRF precedence)', () => {
  it('counts only parameters with a value, and q-values, as less specific than other parameters', () => {
    expect(negotiate(undefined, 'text/html; level, application/json')).toBe('json')
    expect(negotiate(undefined, 'text/html;q=0.9, application/json')).toBe('json')
    expect(negotiate(undefined, 'text/html; Q=0.9, application/json')).toBe('json')
  })

  it.each([
    ['application/json; indent= "4"', 4],
    ['application/json; indent=3 ', 3],
  ])('reads the indent of %s, its quotes and spaces stripped', (accept, indent) => {
    const { body } = call('?limit=1', { accept, authors: [] })
    expect(body).toBe(
      `{\n${' '.repeat(indent)}"count": 0,\n${' '.repeat(indent)}"next": null,\n${' '.repeat(indent)}"previous": null,\n${' '.repeat(indent)}"results": []\n}`,
    )
  })

  it.each(['application/json; indent=14"', 'application/json; indent="14', 'application/json; indent="'])(
    'stays compact for a half-quoted indent (%s), as int() refuses it',
    (accept) => {
      expect(call('?limit=1', { accept, authors: [] }).body).toBe('{"count":0,"next":null,"previous":null,"results":[]}')
    },
  )

  it('serves JSON for an Accept header of spaces only, as a server that strips it would', () => {
    const response = call('?limit=1', { accept: '   ', authors: [] })
    expect(response.status).toBe(200)
    expect(response.headers['Content-Type']).toBe('application/json')
  })
})

describe('the limit cap set by the demo', () => {
  it('has no cap when max_limit is none (0 or Infinity)', () => {
    for (const maxLimit of [0, Number.POSITIVE_INFINITY]) {
      const body = JSON.parse(call('?limit=25', { options: { maxLimit } }).body) as { results: Author[]; next: string | null }
      expect(body.results).toHaveLength(25)
      expect(body.next).toBe(`${ENDPOINT}?limit=25&offset=25`)
    }
  })

  it('caps at a whole number of a fractional max_limit', () => {
    const body = JSON.parse(call('?limit=25', { options: { maxLimit: 10.7 } }).body) as { results: Author[] }
    expect(body.results).toHaveLength(10)
  })
})

describe('the browsable page', () => {
  it('shows the status, the headers and the data in a page a browser renders as text', () => {
    const response = call('?format=api&last_name=%00')
    expect(response.status).toBe(400)
    expect(response.body).toBe(
      [
        '<!DOCTYPE html>',
        '<html lang="en">',
        '<head>',
        '<meta charset="utf-8">',
        '<title>Non Active Author List</title>',
        '</head>',
        '<body>',
        '<h1>Non Active Author List</h1>',
        '<p>Search works only by last_name and first_name.</p>',
        '<pre>HTTP 400 Bad Request',
        'Allow: GET, HEAD, OPTIONS',
        'Content-Type: application/json',
        'Vary: Accept',
        '',
        '{',
        '    "last_name": [',
        '        "Null characters are not allowed."',
        '    ]',
        '}</pre>',
        '</body>',
        '</html>',
        '',
      ].join('\n'),
    )
  })

  it('names the status of a page of authors', () => {
    expect(call('?format=api&limit=1').body).toContain('<pre>HTTP 200 OK\nAllow: GET, HEAD, OPTIONS\n')
  })
})

describe('the byte count of a body', () => {
  const texts = [
    '',
    'plain ASCII \u007f',
    '\u0080é ÿ\u07ff',
    '\u0800 Иванов Ж 中文 \u2028\u2029 \uffff',
    '😀 a 𝔘 \u{10ffff}',
    'lone high \ud800 at the end \udbff',
    '\udc00 lone low first, then a pair reversed \udc00\ud800',
    'a pair split by one: \ud83d x \ude00',
    '\ud83d',
  ]
  it.each(texts)('counts %j as TextEncoder writes it', (text) => {
    expect(utf8Length(text)).toBe(new TextEncoder().encode(text).length)
  })

  it('sends the count of a page whose names hold every width of character', () => {
    const authors = texts.map((text, index) => ({ ...people[index]!, first_name: text, public_name: `${text}${text}` }))
    const response = call('?limit=50', { authors })
    expect(response.headers['Content-Length']).toBe(String(new TextEncoder().encode(response.body).length))
  })

  it('escapes a line or a paragraph separator alone as DRF does', () => {
    for (const separator of ['\u2028', '\u2029']) {
      const body = call('', { authors: [{ ...people[0]!, last_name: `a${separator}b` }] }).body
      expect(body).not.toMatch(/[\u2028\u2029]/)
      expect((JSON.parse(body) as { results: Author[] }).results[0]!.last_name).toBe(`a${separator}b`)
    }
  })
})
