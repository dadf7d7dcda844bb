// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatFor } from '../../../../src/shared/i18n/format'
import { reasonWords } from '../../../../src/features/review/group-reason'
import { en, ru } from '../../../../src/features/review/messages'
import { findInRecords } from '../../../../src/features/review/review-findings'
import type { Author } from '../../../../src/shared/api/contract'

let next = 0
const author = (last_name: string, first_name: string, parent_name: string | null): Author => ({
  uid: `uid-${++next}`,
  last_name,
  first_name,
  parent_name,
  public_name: last_name,
})

describe('the words for each kind of near miss', () => {
  const records = [
    author('Иванов', 'Пётр', 'Ильич'),
    author('Иваноф', 'Пётр', 'Ильич'),
    author('Сидоров', 'Олег', 'Ильич'),
    author('Сидоров', 'О.', 'И.'),
    author('Smith', 'John', null),
    author('John', 'Smith', null),
  ]

  it('says the kind and what differs, in English and Russian, most certain kind first', async () => {
    const { duplicates } = await findInRecords(records)
    const words = (m: typeof en, lang: 'en' | 'ru') =>
      duplicates.map((group) => [m.duplicateKinds[group.kind], reasonWords(group, m, formatFor(lang))])
    expect(words(en, 'en')).toEqual([
      ['Swapped', 'last and first names swapped'],
      ['Spelling', 'one letter: ф for в in the last name'],
      ['Initials', 'initials agree with the full names'],
    ])
    expect(words(ru, 'ru')).toEqual([
      ['Перестановка', 'фамилия и имя переставлены'],
      ['Опечатка', 'одна буква: ф вместо в в фамилии'],
      ['Инициалы', 'инициалы совпадают с полными именами'],
    ])
  })

  it('has no near-miss words for a group of one name key', async () => {
    const { duplicates } = await findInRecords([author('Иванов', 'Иван', null), author('Ivanov', 'Ivan', null)])
    expect(duplicates.map((group) => [group.kind, reasonWords(group, en, formatFor('en'))])).toEqual([['same-key', undefined]])
  })
})
