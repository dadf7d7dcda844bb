import { describe, expect, it } from 'vitest'
import { normaliseSearch, parseListPlace, serializeListPlace } from '../../../../../src/features/list/model/list-place'

describe('parseListPlace', () => {
  it('gives the defaults for an empty query', () => {
    expect(parseListPlace('')).toEqual({ lastName: '', firstName: '', limit: 50, offset: 0 })
  })

  it('reads every field', () => {
    expect(parseListPlace('?last_name=%D0%98%D0%B2%D0%B0%D0%BD&first_name=P&limit=25&offset=75')).toEqual({
      lastName: 'Иван',
      firstName: 'P',
      limit: 25,
      offset: 75,
    })
  })

  it.each([
    ['limit=abc', 50],
    ['limit=-5', 50],
    ['limit=0', 50],
    ['limit=', 50],
    ['limit=2.5', 50],
    ['limit=100000', 1000],
    ['limit=1000', 1000],
    ['limit=200', 200],
    ['limit=7', 7],
  ])('normalises %s to limit %i', (query, limit) => {
    expect(parseListPlace(`?${query}`).limit).toBe(limit)
  })

  it.each([
    ['offset=-1', 0],
    ['offset=abc', 0],
    ['offset=', 0],
    ['offset=1e3', 0],
    ['offset=120', 120],
    ['offset=99999999999999999999999', Number.MAX_SAFE_INTEGER],
  ])('normalises %s to offset %s', (query, offset) => {
    expect(parseListPlace(`?${query}`).offset).toBe(offset)
  })

  it('keeps surrounding spaces of a search as typed', () => {
    expect(parseListPlace('?last_name=+Smith+').lastName).toBe(' Smith ')
  })

  it('takes the last of repeated keys', () => {
    expect(parseListPlace('?limit=10&limit=25&last_name=a&last_name=b')).toMatchObject({ limit: 25, lastName: 'b' })
  })
})

describe('serializeListPlace', () => {
  it('leaves defaults out', () => {
    expect(serializeListPlace({ lastName: '', firstName: '', limit: 50, offset: 0 })).toBe('')
  })

  it('round-trips a full state', () => {
    const state = { lastName: 'Ив ан', firstName: 'J.', limit: 25, offset: 50 }
    expect(parseListPlace(serializeListPlace(state))).toEqual(state)
  })

  it('keeps parameters the list does not own', () => {
    expect(serializeListPlace({ lastName: 'X', firstName: '', limit: 50, offset: 0 }, '?scenario=slow&offset=5')).toBe(
      '?scenario=slow&last_name=X',
    )
  })
})

describe('normaliseSearch', () => {
  it('rewrites nonsense into the canonical query', () => {
    expect(normaliseSearch('?limit=abc&offset=-1&last_name=Smith')).toBe('?last_name=Smith')
    expect(normaliseSearch('?limit=100000')).toBe('?limit=1000')
  })

  it('leaves a canonical query as it is', () => {
    expect(normaliseSearch('?last_name=Smith&limit=25&offset=25')).toBe('?last_name=Smith&limit=25&offset=25')
  })
})

describe('with rows per page remembered', () => {
  it('names the limit in every URL it writes, even the default, and opens a plain URL at the remembered size', () => {
    expect(serializeListPlace({ lastName: '', firstName: '', limit: 50, offset: 0 }, '', 50)).toBe('?limit=50')
    expect(parseListPlace('', 100).limit).toBe(100)
    expect(normaliseSearch('', 100)).toBe('?limit=100')
  })

  it('is pure: a remembered size given to one call is not kept for the next', () => {
    expect(parseListPlace('', 100).limit).toBe(100)
    expect(parseListPlace('').limit).toBe(50)
    expect(serializeListPlace({ lastName: '', firstName: '', limit: 50, offset: 0 })).toBe('')
  })
})
