// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Author } from '../../../../src/shared/api/contract'
import { findFlags, hasInitialInLastName } from '../../../../src/entities/author/flags'
import { matchRanges } from '../../../../src/features/workbench/highlight'

const clean: Author = { uid: 'u-1', first_name: 'Иван', last_name: 'Петров', parent_name: 'Сергеевич', public_name: 'Петров И. С.' }

describe('data-quality flags, more', () => {
  it('names the field each record-level flag was found in', () => {
    expect(findFlags({ ...clean, last_name: 'Петров И' })).toEqual([{ kind: 'initial-in-last-name', fields: ['last_name'] }])
    expect(findFlags({ ...clean, public_name: 'Петров А. С.' })).toEqual([{ kind: 'public-name', fields: ['public_name'] }])
  })

  it('never calls a uid mixed-script: uids are not names', () => {
    expect(findFlags({ ...clean, uid: 'abc-где-123' })).toEqual([])
  })

  it('calls doubled whitespace at an edge an edge, not a double space', () => {
    expect(findFlags({ ...clean, last_name: '  Петров' }).map((flag) => flag.kind)).toEqual(['edge-space'])
  })

  it('does not take a one-letter word for a surname before an initial', () => {
    expect(hasInitialInLastName('Ю И')).toBe(false)
  })

  it('agrees with a public name that is the last name alone, when there are no other names', () => {
    expect(findFlags({ ...clean, first_name: '', parent_name: null, public_name: 'Петров' })).toEqual([])
  })
})

describe('search-match ranges, more', () => {
  it('strips every trailing space of the search, not just one', () => {
    expect(matchRanges('Иванов', 'иван  ')).toEqual([[0, 4]])
  })
})
