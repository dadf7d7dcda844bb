import type { Format } from '../../../shared/i18n/format'
import type { WhitespaceKind } from './whitespace'

export const en = {
  null: 'null',
  nullTitle: 'No value (null)',
  empty: 'empty',
  emptyTitle: 'Empty text',
  kinds: { space: 'space', tab: 'tab', nbsp: 'non-breaking space', other: 'other whitespace' } as Record<WhitespaceKind, string>,
  run: (count: number, names: string[], f: Format) =>
    `${f.count(count, { one: 'whitespace character', other: 'whitespace characters' })} (${names.join(', ')})`,
  legendLabel: 'Marks in names',
  legendSpace: 'a space that would not show (leading, trailing or doubled)',
  legendTab: 'tab',
  legendNbsp: 'non-breaking space',
  legendNull: 'no value (null)',
  legendEmpty: 'empty text',
}

export const ru: typeof en = {
  null: 'null',
  nullTitle: 'Нет значения (null)',
  empty: 'пусто',
  emptyTitle: 'Пустая строка',
  kinds: { space: 'пробел', tab: 'табуляция', nbsp: 'неразрывный пробел', other: 'другой пробельный символ' },
  run: (count, names, f) =>
    `${f.count(count, { one: 'пробельный символ', few: 'пробельных символа', many: 'пробельных символов', other: 'пробельного символа' })} (${names.join(', ')})`,
  legendLabel: 'Пометки в именах',
  legendSpace: 'незаметный пробел (в начале, в конце или двойной)',
  legendTab: 'табуляция',
  legendNbsp: 'неразрывный пробел',
  legendNull: 'нет значения (null)',
  legendEmpty: 'пустая строка',
}
