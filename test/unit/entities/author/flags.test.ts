// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Author } from '../../../../src/shared/api/contract'
import { findFlags, hasInitialInLastName, publicNameAgrees, type FlagKind } from '../../../../src/entities/author/flags'

const clean: Author = {
  uid: '5b1c7e2a-9f1e-4c1d-8a3e-0f6d2b7c9a11',
  first_name: 'Иван',
  last_name: 'Петров',
  parent_name: 'Сергеевич',
  public_name: 'Петров И. С.',
}
const kinds = (patch: Partial<Author>) => findFlags({ ...clean, ...patch }).map((flag) => flag.kind)
const only = (patch: Partial<Author>, kind: FlagKind) => expect(kinds(patch)).toEqual([kind])

describe('data-quality flags', () => {
  it('leaves a clean record, spaced or compact, unflagged', () => {
    expect(findFlags(clean)).toEqual([])
    expect(kinds({ public_name: 'Петров И.С.' })).toEqual([])
    expect(kinds({ parent_name: null, public_name: 'Петров И.' })).toEqual([])
    expect(kinds({ first_name: 'И.', parent_name: 'С', public_name: 'Петров И. С.' })).toEqual([])
    expect(kinds({ first_name: 'Jean-Pierre', last_name: 'Dupont', parent_name: null, public_name: 'Dupont J.-P.' })).toEqual([])
    expect(kinds({ first_name: 'Seán', last_name: "O'Brien", parent_name: null, public_name: "O'Brien S." })).toEqual([])
  })

  it('finds Latin letters inside Cyrillic words, and in a Cyrillic field', () => {
    // Latin I (U+0049) among Cyrillic initials, as in the issue.
    expect(kinds({ public_name: 'Петров I.С.' })).toEqual(['mixed-script', 'public-name'])
    // Latin "o" (U+006F) inside a Cyrillic surname, in both fields.
    const flags = findFlags({ ...clean, last_name: 'Петрoв', public_name: 'Петрoв И. С.' })
    expect(flags).toEqual([{ kind: 'mixed-script', fields: ['last_name', 'public_name'] }])
    // A Cyrillic "а" inside a Latin name.
    expect(kinds({ first_name: 'Mаrie', last_name: 'Curie', parent_name: null, public_name: 'Curie M.' })).toEqual(['mixed-script'])
    // Latin-only and Cyrillic-only values do not mix.
    expect(kinds({ first_name: 'John', last_name: 'Smith', parent_name: null, public_name: 'Smith J.' })).toEqual([])
  })

  it('finds leading, trailing and doubled whitespace, tabs, no-break spaces and zero-width characters', () => {
    only({ last_name: ' Петров', public_name: 'Петров И. С.' }, 'edge-space')
    only({ public_name: 'Петров И. С. ' }, 'edge-space')
    only({ public_name: 'Петров  И. С.' }, 'double-space')
    expect(findFlags({ ...clean, first_name: 'Иван\t' })).toEqual([
      { kind: 'edge-space', fields: ['first_name'] },
      { kind: 'tab', fields: ['first_name'] },
    ])
    only({ public_name: 'Петров\tИ. С.' }, 'tab')
    only({ public_name: 'Петров\u00a0И. С.' }, 'odd-space')
    only({ public_name: 'Петров И.\u202fС.' }, 'odd-space')
    only({ last_name: 'Пет\u200bров' }, 'zero-width')
    expect(kinds({ last_name: '\ufeffПетров' })).toEqual(['edge-space', 'zero-width'])
    expect(kinds({ uid: `${clean.uid}\u200d` })).toEqual(['edge-space', 'zero-width'])
  })

  it('finds a doubled period', () => {
    only({ public_name: 'Петров И.. С.' }, 'double-period')
    only({ public_name: 'Петров И.С..' }, 'double-period')
    expect(findFlags({ ...clean, parent_name: 'С..', public_name: 'Петров И. С.' })).toEqual([
      { kind: 'double-period', fields: ['parent_name'] },
    ])
  })

  it('finds an initial at the end of last_name, but not a short surname', () => {
    expect(hasInitialInLastName('Петров И')).toBe(true)
    expect(hasInitialInLastName('Петров И.')).toBe(true)
    expect(hasInitialInLastName('Petrov I.S.')).toBe(true)
    expect(hasInitialInLastName('Петров И ')).toBe(true)
    expect(hasInitialInLastName('Ли')).toBe(false)
    expect(hasInitialInLastName('Цой')).toBe(false)
    expect(hasInitialInLastName('де Ли')).toBe(false)
    expect(hasInitialInLastName('von Hohenstein')).toBe(false)
    expect(hasInitialInLastName('И.')).toBe(false)
    // The public name, built from the surname alone, agrees: only the last name is flagged.
    only({ last_name: 'Петров И' }, 'initial-in-last-name')
  })

  it('finds a public name that disagrees with the fields', () => {
    expect(publicNameAgrees(clean)).toBe(true)
    only({ public_name: 'Петров И.' }, 'public-name') // an initial missing
    only({ public_name: 'И.С. Петров' }, 'public-name') // initials first
    only({ public_name: 'Петрова И. С.' }, 'public-name') // another surname
    only({ public_name: 'Петров А. С.' }, 'public-name') // a wrong initial
    only({ parent_name: null }, 'public-name') // an initial with no patronymic behind it
    only({ public_name: 'ПетровИ.С.' }, 'public-name')
    // Whitespace and doubled periods are flagged as such, not as disagreement.
    expect(kinds({ public_name: ' Петров  И..С. ' })).toEqual(['edge-space', 'double-space', 'double-period'])
  })

  it('finds an empty, not null, patronymic', () => {
    expect(findFlags({ ...clean, parent_name: '', public_name: 'Петров И.' })).toEqual([
      { kind: 'empty-patronymic', fields: ['parent_name'] },
    ])
    expect(kinds({ parent_name: null, public_name: 'Петров И.' })).toEqual([])
    expect(kinds({ parent_name: ' ', public_name: 'Петров И.' })).toEqual(['edge-space', 'empty-patronymic'])
  })
})
