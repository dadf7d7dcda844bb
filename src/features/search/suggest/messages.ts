import type { Format } from '../../../shared/i18n/format'
import type { SuggestionKind } from './suggestions'

export const en = {
  title: 'Did you mean',
  looking: 'Looking for similar spellings…',
  none: 'No similar spelling finds anyone either.',
  count: (count: number, f: Format) => f.count(count, { one: 'author', other: 'authors' }),
  kinds: {
    layout: 'typed in the other keyboard layout',
    yo: 'with ё and е swapped',
    transliteration: 'in the other alphabet',
    'without-first-name': 'without the first name',
  } as Record<SuggestionKind, string>,
  found: (count: number, f: Format) =>
    `${f.count(count, { one: 'similar search finds', other: 'similar searches find' })} authors.`,
}

export const ru: typeof en = {
  title: 'Возможно, вы искали',
  looking: 'Ищем похожие написания…',
  none: 'Похожие написания тоже ничего не находят.',
  count: (count, f) => f.count(count, { one: 'автор', few: 'автора', many: 'авторов', other: 'автора' }),
  kinds: {
    layout: 'набрано в другой раскладке клавиатуры',
    yo: 'с заменой ё и е',
    transliteration: 'в другом алфавите',
    'without-first-name': 'без имени',
  },
  found: (count, f) =>
    `Авторов находят ${f.count(count, { one: 'похожий поиск', few: 'похожих поиска', many: 'похожих поисков', other: 'похожего поиска' })}.`,
}
