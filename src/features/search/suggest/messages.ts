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
  found: (count: number, f: Format) => `${f.count(count, { one: 'similar search finds', other: 'similar searches find' })} authors.`,
  notCounted: 'not counted',
  notCountedNote:
    'The service did not give the count of every suggestion, so those are shown without one: they may find no one. The app will not ask again for them.',
  slowDown: 'The service asked the app to slow down (HTTP 429): the counts continue once the wait it asked for has passed.',
  also: {
    /** The line's name for assistive technology. */
    name: 'Other spellings',
    label: 'Also:',
    /** Read after the visible count: "Иванов — 19 authors". */
    noun: (count: number, f: Format) => f.plural(count, { one: 'author', other: 'authors' }),
  },
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
  notCounted: 'число не проверено',
  notCountedNote:
    'Сервис дал число найденных не для каждого варианта, поэтому они показаны без него: возможно, они никого не находят. Приложение не будет запрашивать их снова.',
  slowDown: 'Сервис попросил приложение делать запросы реже (HTTP 429): подсчёт продолжится, когда пройдёт названное им время ожидания.',
  also: {
    name: 'Другие написания',
    label: 'Ещё:',
    noun: (count, f) => f.plural(count, { one: 'автор', few: 'автора', many: 'авторов', other: 'автора' }),
  },
}
