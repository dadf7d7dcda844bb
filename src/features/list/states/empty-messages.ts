import type { Format, PluralForms } from '../../../shared/i18n/format'

// The empty and past-the-end states' words: with their panels, loaded when first shown.

const AUTHOR_EN: PluralForms = { one: 'author', other: 'authors' }
const AUTHOR_RU: PluralForms = { one: 'автор', few: 'автора', many: 'авторов', other: 'автора' }

export const en = {
  empty: {
    title: 'No non-active authors',
    body: 'The directory has no non-active authors at the moment.',
    searchTitle: 'No authors found',
    searchBody: (searched: string) => `No non-active author matches ${searched}.`,
    clear: 'Clear search',
  },

  pastEnd: {
    title: 'This page is past the end of the list',
    // A link cannot point past the start: an empty first page is the service's answer, not an old link.
    body: (page: number, count: number, f: Format) =>
      page === 1
        ? `The service answered the first page with no authors, although it says the list has ${f.count(count, AUTHOR_EN)}.`
        : `Page ${f.number(page)} is empty: the list has ${f.count(count, AUTHOR_EN)} now. It may have been longer when this link was made.`,
    toLast: (range: string) => `Go to the last page (${range})`,
    /** The button's own text; its name adds the range, shown beside it. */
    toLastShort: 'Go to the last page',
  },
}

export const ru: typeof en = {
  empty: {
    title: 'Неактивных авторов нет',
    body: 'Сейчас в справочнике нет неактивных авторов.',
    searchTitle: 'Авторы не найдены',
    searchBody: (searched) => `Нет неактивных авторов, у которых ${searched}.`,
    clear: 'Очистить поиск',
  },

  pastEnd: {
    title: 'Эта страница за концом списка',
    body: (page, count, f) =>
      page === 1
        ? `Сервис ответил на первую страницу без авторов, хотя сообщает, что в списке ${f.count(count, AUTHOR_RU)}.`
        : `Страница ${f.number(page)} пуста: сейчас в списке ${f.count(count, AUTHOR_RU)}. Возможно, когда ссылку создавали, список был длиннее.`,
    toLast: (range) => `На последнюю страницу (${range})`,
    toLastShort: 'На последнюю страницу',
  },
}
