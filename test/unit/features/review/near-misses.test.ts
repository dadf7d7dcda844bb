// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { boundedDistance, deletionNeighbourhood, editsBetween } from '../../../../src/features/review/edit-distance'
import { fieldKey } from '../../../../src/features/review/name-key'
import {
  allowedEdits,
  findNearMisses,
  genderForms,
  firstLetterKey,
  initialsOf,
  keysNear,
  writtenNear,
  type NameUnit,
} from '../../../../src/features/review/near-misses'

const unit = (last_name: string, first_name: string, parent_name: string | null, weight = 1): NameUnit => ({
  keys: [fieldKey(last_name), fieldKey(first_name), fieldKey(parent_name)],
  names: { last_name, first_name, parent_name },
  weight,
})

const find = (units: NameUnit[]) => findNearMisses(units)

describe('edit distance', () => {
  it('counts a substitution, an insertion, a deletion and a swap of neighbours as one edit each', () => {
    expect(boundedDistance('ivanov', 'ivanof', 2)).toBe(1)
    expect(boundedDistance('ivanov', 'ivanovv', 2)).toBe(1)
    expect(boundedDistance('ivanov', 'ivnov', 2)).toBe(1)
    expect(boundedDistance('ivanov', 'ivaonv', 2)).toBe(1)
    expect(boundedDistance('ivanov', 'petrov', 2)).toBe(3)
  })

  it('names the edits', () => {
    expect(editsBetween('иванов', 'иваноф')).toEqual([{ op: 'substitute', from: 'в', to: 'ф' }])
    expect(editsBetween('ivanova', 'ivanowa')).toEqual([{ op: 'substitute', from: 'v', to: 'w' }])
    expect(editsBetween('ivanov', 'ivaonv')).toEqual([{ op: 'transpose', from: 'no', to: 'on' }])
    expect(editsBetween('ivanov', 'ivanovv')).toEqual([{ op: 'insert', char: 'v' }])
    expect(editsBetween('ivanov', 'ivnov')).toEqual([{ op: 'delete', char: 'a' }])
  })

  it('gives every string up to the depth of deletions, itself included', () => {
    expect([...deletionNeighbourhood('abc', 1)].sort()).toEqual(['ab', 'abc', 'ac', 'bc'])
    expect(deletionNeighbourhood('abcd', 2).has('ad')).toBe(true)
    expect(deletionNeighbourhood('abcd', 1).has('ad')).toBe(false)
  })
})

describe('the spelling thresholds', () => {
  it('never counts keys of 1–3 letters as near', () => {
    expect(allowedEdits('li', 'lu')).toBe(0)
    expect(allowedEdits('tsoi', 'tsoy')).toBe(1)
    expect(keysNear('lee', 'lea')).toBe(false)
    expect(keysNear('anna', 'anne')).toBe(true)
  })

  it('allows one edit from 4 to 8 letters and two from 9 up, by the shorter key', () => {
    expect(keysNear('ivanov', 'ivanof')).toBe(true)
    expect(keysNear('ivanov', 'ivanf')).toBe(false)
    expect(keysNear('aleksandr', 'aleksandrov')).toBe(true)
    expect(keysNear('aleksand', 'aleksandrv')).toBe(false)
    expect(keysNear('konstantin', 'konstentyn')).toBe(true)
    expect(keysNear('konstantin', 'kanstentyn')).toBe(false)
  })
})

describe('what counts as a slip', () => {
  it('changes letters, never the words', () => {
    expect(keysNear('zimmermann s', 'zimmermann')).toBe(false)
  })

  it('is as near as written in one script, and keeps a given name’s or a patronymic’s ending', () => {
    expect(keysNear(fieldKey('Марина'), fieldKey('Мария'))).toBe(true)
    expect(writtenNear('Марина', 'Мария', 'first_name')).toBe(false)
    expect(writtenNear('Наталия', 'Наталья', 'first_name')).toBe(true)
    expect(writtenNear('François', 'Françoise', 'first_name')).toBe(false)
    expect(writtenNear('Юлий', 'Юлия', 'first_name')).toBe(false)
    expect(writtenNear('Иванов', 'Иваноф', 'last_name')).toBe(true)
    expect(writtenNear('Ivanof', 'Иванов', 'last_name')).toBe(true)
  })

  it('tells a family name’s masculine and feminine forms from a slip, in both scripts', () => {
    for (const [a, b] of [
      ['Орлов', 'Орлова'],
      ['Orlova', 'Orlov'],
      ['Достоевский', 'Достоевская'],
      ['Толстой', 'Толстая'],
      ['Белый', 'Белая'],
      ['Kowalski', 'Kowalska'],
      ['Ivanova', 'Иванов'],
    ]) {
      expect(genderForms(fieldKey(a!), fieldKey(b!)), `${a} / ${b}`).toBe(true)
      expect(keysNear(fieldKey(a!), fieldKey(b!)) && writtenNear(a!, b!, 'last_name'), `${a} / ${b}`).toBe(false)
    }
    expect(writtenNear('Иванова', 'Иваноба', 'last_name')).toBe(true)
  })
})

describe('spelling near misses', () => {
  it('groups keys one letter apart in one field, in Cyrillic, and says which letter', async () => {
    const groups = await find([unit('Иванов', 'Пётр', 'Ильич', 2), unit('Иваноф', 'Петр', 'Ильич'), unit('Петров', 'Пётр', 'Ильич')])
    expect(groups).toEqual([
      {
        kind: 'spelling',
        units: [0, 1],
        reason: { kind: 'spelling', differences: [{ field: 'last_name', edits: [{ op: 'substitute', from: 'в', to: 'ф' }] }] },
      },
    ])
  })

  it('groups Latin spellings and a first name one letter apart ("Наталия" and "Наталья")', async () => {
    const groups = await find([
      unit('Ivanova', 'Maria', null),
      unit('Ivanowa', 'Maria', null),
      unit('Смирнова', 'Наталия', 'Ивановна'),
      unit('Смирнова', 'Наталья', 'Ивановна'),
    ])
    expect(groups.map(({ units, reason }) => [units, reason])).toEqual([
      [[0, 1], { kind: 'spelling', differences: [{ field: 'last_name', edits: [{ op: 'substitute', from: 'v', to: 'w' }] }] }],
      [[2, 3], { kind: 'spelling', differences: [{ field: 'first_name', edits: [{ op: 'substitute', from: 'и', to: 'ь' }] }] }],
    ])
  })

  it('compares across scripts by key, and names the keys’ letters', async () => {
    const groups = await find([unit('Иванов', 'Иван', null), unit('Ivanof', 'Ivan', null)])
    expect(groups).toHaveLength(1)
    expect(groups[0]!.reason).toEqual({
      kind: 'spelling',
      differences: [{ field: 'last_name', edits: [{ op: 'substitute', from: 'v', to: 'f' }] }],
    })
  })

  it('does not group when two fields differ, when a short field differs, or when the letters are too far apart', async () => {
    expect(await find([unit('Иванов', 'Пётр', 'Ильич'), unit('Иваноф', 'Павел', 'Ильич')])).toEqual([])
    expect(await find([unit('Ли', 'Анна', null), unit('Лу', 'Анна', null)])).toEqual([])
    expect(await find([unit('Иванов', 'Пётр', null), unit('Ивашин', 'Пётр', null)])).toEqual([])
  })

  it('puts a record in one spelling group at most, around the heaviest spelling (a star, not a chain)', async () => {
    const groups = await find([unit('Ivanov', 'Ivan', null, 5), unit('Ivanof', 'Ivan', null), unit('Ivanoff', 'Ivan', null)])
    // Ivanof is near both; Ivanov (the heaviest) takes Ivanof; Ivanoff is near Ivanof only, which is taken.
    expect(groups.map((group) => group.units)).toEqual([[0, 1]])
  })
})

describe('initials near misses', () => {
  it('finds initials against the full names, in both scripts; an empty or null patronymic agrees with any', async () => {
    const groups = await find([
      unit('Иванов', 'Иван', 'Ильич', 3),
      unit('Иванов', 'И.', 'И.'),
      unit('Иванов', 'И. И.', null),
      unit('Ivanov', 'I.', ''),
      unit('Иванов', 'И.', 'П.'),
      unit('Иванов', 'Ю.', 'И.'),
    ])
    expect(groups).toEqual([{ kind: 'initials', units: [0, 1, 2, 3], reason: { kind: 'initials', otherFullNames: 0 } }])
  })

  it('reads a Latin initial the same as a Cyrillic one, and Ю as Ю, not И', () => {
    expect(initialsOf('I.')).toEqual(['i'])
    expect(initialsOf('И. И.')).toEqual(['и', 'и'])
    expect(initialsOf('Ян')).toBeUndefined()
    expect(firstLetterKey('Юрий')).toBe(fieldKey('Ю'))
    expect(fieldKey('I')).toBe(firstLetterKey('Иван'))
  })

  it('says when the initials agree with other full names too, and puts them with the heaviest', async () => {
    const groups = await find([unit('Smith', 'John', null, 2), unit('Smith', 'James', null), unit('Smith', 'J.', null)])
    expect(groups).toEqual([{ kind: 'initials', units: [0, 2], reason: { kind: 'initials', otherFullNames: 1 } }])
  })
})

describe('swapped near misses', () => {
  it('finds the last and first names swapped, in both scripts', async () => {
    const groups = await find([
      unit('Иван', 'Петров', 'Ильич'),
      unit('Петров', 'Иван', 'Ильич', 2),
      unit('Smith', 'John', null),
      unit('John', 'Smith', 'Paul'),
      unit('Петров', 'Иван', 'Сергеевич'),
    ])
    expect(groups).toEqual([
      { kind: 'swapped', units: [1, 0], reason: { kind: 'swapped' } },
      { kind: 'swapped', units: [2, 3], reason: { kind: 'swapped' } },
    ])
  })

  it('orders the kinds from the most to the least certain', async () => {
    const groups = await find([
      unit('Иванов', 'Иван', 'Ильич'),
      unit('Иванов', 'И.', 'И.'),
      unit('Иваноф', 'Иван', 'Ильич'),
      unit('Иван', 'Иванов', 'Ильич'),
    ])
    expect(groups.map((group) => group.kind)).toEqual(['swapped', 'spelling', 'initials'])
  })
})
