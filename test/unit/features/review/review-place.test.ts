// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { normaliseReviewSearch, parseReviewPlace } from '../../../../src/features/review/review-place'
import { REVIEW_KEYS, reviewOpen, writeReviewPlace } from '../../../../src/features/review/review-url'
import { OPEN_RECORD_KEYS } from '../../../../src/features/workbench/open-record'
import { DIALOG_KEYS } from '../../../../src/shared/lib/search-keys'

describe('the review place in the URL', () => {
  it('is closed without review=', () => {
    expect(parseReviewPlace('?last_name=Иванов&rpage=3')).toBeUndefined()
    expect(reviewOpen('?last_name=Иванов&rpage=3')).toBe(false)
    expect(reviewOpen('?review=nonsense')).toBe(true)
  })

  it('reads a list and its page, the last of repeated keys winning', () => {
    expect(parseReviewPlace('?review=twins&rpage=2')).toEqual({ view: 'twins', page: 2 })
    expect(parseReviewPlace('?review=duplicates&review=mixed-script&rpage=1&rpage=4')).toEqual({ view: 'mixed-script', page: 4 })
  })

  it('normalises nonsense: an unknown view is the summary, a bad page the first', () => {
    expect(parseReviewPlace('?review=')).toEqual({ view: 'summary', page: 1 })
    expect(parseReviewPlace('?review=<script>&rpage=7')).toEqual({ view: 'summary', page: 1 })
    for (const page of ['0', '-1', '1.5', 'abc', '', '9999999999', '02'])
      expect(parseReviewPlace(`?review=twins&rpage=${page}`)).toEqual({ view: 'twins', page: 1 })
    expect(normaliseReviewSearch('?last_name=X&review=nonsense&rpage=x&offset=50')).toBe('?last_name=X&offset=50&review=summary')
    expect(normaliseReviewSearch('?review=twins&rpage=1')).toBe('?review=twins')
  })

  it('writes the place beside the list’s own parameters, and removes it on closing', () => {
    expect(writeReviewPlace('?last_name=Иванов&limit=25', { view: 'duplicates', page: 3 })).toBe(
      '?last_name=%D0%98%D0%B2%D0%B0%D0%BD%D0%BE%D0%B2&limit=25&review=duplicates&rpage=3',
    )
    expect(writeReviewPlace('?review=twins&rpage=3&offset=50', undefined)).toBe('?offset=50')
    expect(writeReviewPlace('?review=twins', undefined)).toBe('')
    expect(writeReviewPlace('', { view: 'summary', page: 5 })).toBe('?review=summary')
  })
})

describe("the dialogs' keys the page leaves out of its links", () => {
  it("name every key of the review's place and of the open record", () => {
    const dialogKeys: readonly string[] = Object.values(DIALOG_KEYS)
    for (const key of [...Object.values(REVIEW_KEYS), ...Object.values(OPEN_RECORD_KEYS)]) expect(dialogKeys).toContain(key)
  })
})
