import { describe, expect, it } from 'vitest'
import { nextPage, previousPage } from '../../../../src/shared/api/page-link'

// One rule for every link: it says only whether there is a page that way; the step is always
// offset ± the person's limit, from the place that was asked for.
const at = (offset: number, limit = 10, count = 100) => ({ offset, limit, count })

const HOSTILE_LINKS = [
  ['javascript:', 'javascript:alert(1)'],
  ['data:', 'data:text/html,<b>x</b>'],
  ['another origin', 'https://evil.example/api/author/non-active/list/?limit=10&offset=30'],
  ['a missing offset', 'http://testserver/api/author/non-active/list/?limit=10'],
  ['a negative offset', 'http://testserver/api/author/non-active/list/?limit=10&offset=-20'],
  ['an offset that is not a number', 'http://testserver/api/author/non-active/list/?limit=10&offset=NaN'],
  ['an absurd offset', 'http://testserver/api/author/non-active/list/?limit=10&offset=1e20'],
  ['a different limit', 'http://testserver/api/author/non-active/list/?limit=1000&offset=1000'],
  ['a relative link', '?limit=10&offset=0'],
  ['text that is not a URL', 'http://'],
] as const

describe('nextPage', () => {
  it('goes to offset + limit when the server says there is a next page', () => {
    expect(nextPage('http://testserver/api/author/non-active/list/?limit=10&offset=30', at(20))).toEqual({ limit: 10, offset: 30 })
  })

  it.each(HOSTILE_LINKS)("with %s, still goes forward by one page of the person's size", (_, link) => {
    expect(nextPage(link, at(20))).toEqual({ limit: 10, offset: 30 })
  })

  it('is closed when the link is null, even if the count says there is more', () => {
    expect(nextPage(null, at(20))).toBeNull()
  })

  it.each([
    ['missing', undefined],
    ['a number', 5],
    ['an empty string', ''],
    ['an object', { href: 'x' }],
  ])('lets the count decide when the link is %s', (_, link) => {
    expect(nextPage(link, at(20, 10, 31))).toEqual({ limit: 10, offset: 30 })
    expect(nextPage(link, at(20, 10, 30))).toBeNull()
  })

  it('believes a link over the count: the server knows there is more', () => {
    expect(nextPage('http://testserver/api/author/non-active/list/?limit=10&offset=30', at(20, 10, 30))).toEqual({ limit: 10, offset: 30 })
  })

  it('takes a link of spaces only as no link at all', () => {
    expect(nextPage('  ', at(20, 10, 30))).toBeNull()
    expect(nextPage(' \t', at(20, 10, 31))).toEqual({ limit: 10, offset: 30 })
  })

  it('never goes past what a number can hold', () => {
    expect(nextPage('x', at(Number.MAX_SAFE_INTEGER - 5, 10, Number.MAX_SAFE_INTEGER))).toBeNull()
  })
})

describe('previousPage', () => {
  it('goes to offset − limit, or to 0 from a place that is not on a page boundary', () => {
    expect(previousPage('http://testserver/api/author/non-active/list/?limit=10&offset=10', at(20))).toEqual({ limit: 10, offset: 10 })
    expect(previousPage('http://testserver/api/author/non-active/list/?limit=10', at(5))).toEqual({ limit: 10, offset: 0 })
  })

  it.each(HOSTILE_LINKS)('with %s, still goes back by one page, never forwards or off the start', (_, link) => {
    expect(previousPage(link, at(20))).toEqual({ limit: 10, offset: 10 })
  })

  it('is closed at the first row whatever the link says, so no button does nothing', () => {
    expect(previousPage('http://testserver/api/author/non-active/list/?limit=10&offset=50', at(0))).toBeNull()
  })

  it('is closed when the link is null, and open when the link is not a link at all', () => {
    expect(previousPage(null, at(20))).toBeNull()
    expect(previousPage(undefined, at(20))).toEqual({ limit: 10, offset: 10 })
  })
})
