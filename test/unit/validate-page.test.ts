import { describe, expect, it } from 'vitest'
import { ShapeError, validateAuthorsPage } from '../../src/api/validate-page'

const author = {
  uid: '0b0f7e3c-1d2a-4c5b-8e9f-a0b1c2d3e4f5',
  first_name: 'И.',
  last_name: ' Иванов',
  parent_name: null,
  public_name: 'Иванов  И.',
}

/** The request the fixture answers: page 2 of 50-row pages. */
const AT_51 = { limit: 50, offset: 50 }

const page = {
  count: 120,
  next: 'http://internal:8000/api/author/non-active/list/?limit=50&offset=100',
  previous: 'http://internal:8000/api/author/non-active/list/?limit=50',
  results: [author],
}

describe('validateAuthorsPage', () => {
  it('accepts the envelope and turns links into steps from the requested place', () => {
    expect(validateAuthorsPage(page, AT_51)).toEqual({
      count: 120,
      next: { limit: 50, offset: 100 },
      previous: { limit: 50, offset: 0 },
      results: [author],
    })
  })

  it('keeps strings exactly as received', () => {
    const [first] = validateAuthorsPage(page, AT_51).results
    expect(first?.last_name).toBe(' Иванов')
    expect(first?.public_name).toBe('Иванов  И.')
    expect(first?.parent_name).toBeNull()
  })

  it('accepts null links at the ends and an empty page', () => {
    expect(validateAuthorsPage({ count: 0, next: null, previous: null, results: [] }, AT_51)).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    })
  })

  it('drops fields beyond the five of the contract', () => {
    const [first] = validateAuthorsPage({ ...page, results: [{ ...author, extra: 1 }] }, AT_51).results
    expect(Object.keys(first ?? {}).sort()).toEqual(['first_name', 'last_name', 'parent_name', 'public_name', 'uid'])
  })

  it.each([
    ['a list instead of the envelope', [author], 'the body is a list, not an object'],
    ['null', null, 'the body is null, not an object'],
    ['text', 'oops', 'the body is text, not an object'],
    ['missing results', { count: 1, next: null, previous: null }, '"results" is missing, not a list'],
    ['count as text', { ...page, count: '120' }, '"count" is text, not a whole number'],
    ['negative count', { ...page, count: -1 }, '"count" is a number, not a whole number'],
    ['an author missing a field', { ...page, results: [{ ...author, uid: undefined }] }, 'results[0].uid is missing, not text'],
    ['parent_name as a number', { ...page, results: [author, { ...author, parent_name: 3 }] }, 'results[1].parent_name is a number, not text or null'],
    ['an author that is null', { ...page, results: [null] }, 'results[0] is null, not an author'],
  ])('rejects %s', (_, body, message) => {
    expect(() => validateAuthorsPage(body, AT_51)).toThrow(new ShapeError(message))
  })
})
