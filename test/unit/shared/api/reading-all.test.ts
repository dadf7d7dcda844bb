// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isLastPage, pageBudget } from '../../../../src/shared/api/reading-all'
import { validateAuthorsPage } from '../../../../src/shared/api/validate-page'

describe('pageBudget', () => {
  it('allows the pages the first count calls for, and two more', () => {
    expect(pageBudget(0, 1000)).toBe(2)
    expect(pageBudget(1, 1000)).toBe(3)
    expect(pageBudget(1000, 1000)).toBe(3)
    expect(pageBudget(1001, 1000)).toBe(4)
    expect(pageBudget(250, 100)).toBe(5)
  })

  it('allows a tenth more on a long read, where two pages would be too tight', () => {
    expect(pageBudget(20_000, 1000)).toBe(22)
    expect(pageBudget(21_000, 1000)).toBe(24)
    expect(pageBudget(100_000, 1000)).toBe(110)
  })

  it('never divides by a page size of nothing, nor counts a negative count', () => {
    expect(pageBudget(5, 0)).toBe(7)
    expect(pageBudget(-5, 1000)).toBe(2)
  })
})

describe('isLastPage', () => {
  const page = (body: { count: number; next: unknown; rows: number }, request: { offset: number; limit: number }) =>
    validateAuthorsPage(
      {
        count: body.count,
        next: body.next,
        previous: null,
        results: Array.from({ length: body.rows }, (_, index) => ({
          uid: `u${index}`,
          first_name: '',
          last_name: '',
          parent_name: null,
          public_name: '',
        })),
      },
      request,
    )

  it('is the last when the API sends next null, whatever its count says', () => {
    const request = { offset: 2000, limit: 1000 }
    expect(isLastPage(page({ count: 1_000_000_000, next: null, rows: 1000 }, request), request)).toBe(true)
    expect(isLastPage(page({ count: 3000, next: null, rows: 1000 }, request), request)).toBe(true)
  })

  it('is not the last while the API sends a next link', () => {
    const request = { offset: 0, limit: 1000 }
    expect(isLastPage(page({ count: 10, next: 'https://api.example.org/?offset=1000', rows: 10 }, request), request)).toBe(false)
  })

  it('leaves it to the count when the API sends no link and caps the page lower than asked', () => {
    // No link at all: the app reads "no next page" from offset + limit >= count, but only 100 of
    // the 250 came (max_limit = 100): the count says there is more.
    const request = { offset: 0, limit: 1000 }
    expect(isLastPage(page({ count: 250, next: undefined, rows: 100 }, request), request)).toBe(false)
    // The rows reach the count: the last page.
    expect(isLastPage(page({ count: 250, next: undefined, rows: 250 }, request), request)).toBe(true)
    const tail = { offset: 200, limit: 100 }
    expect(isLastPage(page({ count: 250, next: undefined, rows: 50 }, tail), tail)).toBe(true)
  })
})
