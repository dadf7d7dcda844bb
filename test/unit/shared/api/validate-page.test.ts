import { describe, expect, it } from 'vitest'
import { validateAuthorsPage } from '../../../../src/shared/api/validate-page'

const author = {
  uid: '0b0f7e3c-1d2a-4c5b-8e9f-a0b1c2d3e4f5',
  first_name: 'И.',
  last_name: ' Иванов',
  parent_name: null,
  public_name: 'Иванов  И.',
}

/** A patronymic that is there, with the stray spaces real records have. */
const withPatronymic = {
  uid: '1c1f7e3c-1d2a-4c5b-8e9f-a0b1c2d3e4f6',
  first_name: 'Pyotr',
  last_name: 'Ivanov',
  parent_name: ' Ильич ',
  public_name: 'Ivanov P. I.',
}

/** An empty patronymic is not the same as a missing one (null). */
const emptyPatronymic = { ...withPatronymic, uid: '2c1f7e3c-1d2a-4c5b-8e9f-a0b1c2d3e4f7', parent_name: '' }

/** The request the fixture answers: page 2 of 50-row pages. */
const AT_51 = { limit: 50, offset: 50 }

const page = {
  count: 120,
  next: 'http://internal:8000/api/author/non-active/list/?limit=50&offset=100',
  previous: 'http://internal:8000/api/author/non-active/list/?limit=50',
  results: [author, withPatronymic, emptyPatronymic],
}

describe('validateAuthorsPage', () => {
  it('accepts the envelope and turns links into steps from the requested place', () => {
    expect(validateAuthorsPage(page, AT_51)).toEqual({
      count: 120,
      next: { limit: 50, offset: 100 },
      previous: { limit: 50, offset: 0 },
      results: [author, withPatronymic, emptyPatronymic],
    })
  })

  it('keeps strings exactly as received, a patronymic with its spaces, an empty one apart from a missing one', () => {
    const [first, second, third] = validateAuthorsPage(page, AT_51).results
    expect(first?.last_name).toBe(' Иванов')
    expect(first?.public_name).toBe('Иванов  И.')
    expect(first?.parent_name).toBeNull()
    expect(second).toEqual(withPatronymic)
    expect(second?.parent_name).toBe(' Ильич ')
    expect(third?.parent_name).toBe('')
  })

  it('accepts null links at the ends and an empty page', () => {
    expect(validateAuthorsPage({ count: 0, next: null, previous: null, results: [] }, AT_51)).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    })
  })

  it('keeps Previous and Next apart: each comes from its own link', () => {
    const firstPage = validateAuthorsPage({ ...page, previous: null }, AT_51)
    expect(firstPage.previous).toBeNull()
    expect(firstPage.next).toEqual({ limit: 50, offset: 100 })
    const lastPage = validateAuthorsPage({ ...page, next: null }, AT_51)
    expect(lastPage.next).toBeNull()
    expect(lastPage.previous).toEqual({ limit: 50, offset: 0 })
  })

  it('lets the count decide when the links are not links at all', () => {
    const { next, previous } = validateAuthorsPage({ ...page, next: 5, previous: true }, AT_51)
    expect(next).toEqual({ limit: 50, offset: 100 })
    expect(previous).toEqual({ limit: 50, offset: 0 })
    expect(validateAuthorsPage({ ...page, count: 100, next: undefined }, AT_51).next).toBeNull()
  })

  it('drops fields beyond the five of the contract', () => {
    const [first] = validateAuthorsPage({ ...page, results: [{ ...withPatronymic, extra: 1, is_active: false }] }, AT_51).results
    expect(first).toEqual(withPatronymic)
    expect(Object.keys(first ?? {}).sort()).toEqual(['first_name', 'last_name', 'parent_name', 'public_name', 'uid'])
  })

  it.each([
    ['a list instead of the envelope', [author], 'the body is a list, not an object'],
    ['null', null, 'the body is null, not an object'],
    ['text', 'oops', 'the body is text, not an object'],
    ['a number', 7, 'the body is a number, not an object'],
    ['missing results', { count: 1, next: null, previous: null }, '"results" is missing, not a list'],
    ['count as text', { ...page, count: '120' }, '"count" is text, not a whole number'],
    ['missing count', { next: null, previous: null, results: [] }, '"count" is missing, not a whole number'],
    ['a fractional count', { ...page, count: 1.5 }, '"count" is a number, not a whole number'],
    ['a count beyond whole-number precision', { ...page, count: 2 ** 53 }, '"count" is a number, not a whole number'],
    ['results as an object', { ...page, results: { 0: author } }, '"results" is an object, not a list'],
    ['results as null', { ...page, results: null }, '"results" is null, not a list'],
    ['an author that is a list', { ...page, results: [[author]] }, 'results[0] is a list, not an author'],
    ['first_name missing', { ...page, results: [{ ...author, first_name: undefined }] }, 'results[0].first_name is missing, not text'],
    ['last_name as null', { ...page, results: [{ ...author, last_name: null }] }, 'results[0].last_name is null, not text'],
    ['public_name as a number', { ...page, results: [{ ...author, public_name: 7 }] }, 'results[0].public_name is a number, not text'],
    [
      'parent_name missing',
      { ...page, results: [{ ...author, parent_name: undefined }] },
      'results[0].parent_name is missing, not text or null',
    ],
    ['negative count', { ...page, count: -1 }, '"count" is a number, not a whole number'],
    ['an author missing a field', { ...page, results: [{ ...author, uid: undefined }] }, 'results[0].uid is missing, not text'],
    [
      'parent_name as a number',
      { ...page, results: [withPatronymic, { ...author, parent_name: 3 }] },
      'results[1].parent_name is a number, not text or null',
    ],
    ['an author that is null', { ...page, results: [null] }, 'results[0] is null, not an author'],
  ])('rejects %s', (_, body, message) => {
    expect(() => validateAuthorsPage(body, AT_51)).toThrow(expect.objectContaining({ name: 'ShapeError', message }))
  })
})
