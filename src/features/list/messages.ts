import type { Format, PluralForms } from '../../shared/i18n/format'

/** The list page's own words (see src/shared/i18n/messages.ts for the shape): caption, search, states. */

const AUTHOR_EN: PluralForms = { one: 'author', other: 'authors' }
const AUTHOR_RU: PluralForms = { one: 'автор', few: 'автора', many: 'авторов', other: 'автора' }

export const en = {
  caption: 'Non-active authors',
  captionLoading: 'Non-active authors (loading)',
  authors: (count: number, f: Format) => f.count(count, AUTHOR_EN),
  /** "51–100 of 960"; "0 of 960" for a page with no rows. */
  range: (offset: number, shown: number, count: number, f: Format) =>
    `${shown === 0 ? f.number(0) : f.range(offset + 1, offset + shown)} of ${f.number(count)}`,

  search: {
    lastNameIs: (text: string) => `last name “${text}”`,
    firstNameIs: (text: string) => `first name “${text}”`,
    both: (lastName: string, firstName: string) => `${lastName} and ${firstName}`,
  },

  results: 'Results',
  loading: 'Loading…',
  searching: 'Searching…',
  drift: (change: number, f: Format) =>
    `The list changed while you were paging: ${f.count(Math.abs(change), AUTHOR_EN)} ${change > 0 ? 'added' : 'removed'} since you started paging this search. Rows may have moved between pages.`,
  reloadList: 'Reload the list',
  pageCap: (rows: number, f: Format) =>
    `The service gives at most ${f.count(rows, AUTHOR_EN)} a page, so the list shows ${f.number(rows)} per page and every author stays reachable.`,

  announce: {
    showing: (range: string) => `Showing ${range}`,
    pastEnd: (page: number, f: Format) => `Page ${f.number(page)} is past the end of the list.`,
    noneFound: (searched: string) => `No authors found for ${searched}.`,
    noAuthors: 'No non-active authors.',
  },

  /** The tab's title: the search and the page first (a tab and the Back menu show the start), then the app. */
  title: {
    app: 'Non-active authors · Author Directory',
    /** After the search and the page, where room is short. */
    short: 'Non-active authors',
    page: (page: number, f: Format) => `page ${f.number(page)}`,
  },

  columns: {
    public_name: 'Public name',
    last_name: 'Last name',
    first_name: 'First name',
    parent_name: 'Patronymic',
    uid: 'UID',
  },
}

export const ru: typeof en = {
  caption: 'Неактивные авторы',
  captionLoading: 'Неактивные авторы (загрузка)',
  authors: (count, f) => f.count(count, AUTHOR_RU),
  range: (offset, shown, count, f) => `${shown === 0 ? f.number(0) : f.range(offset + 1, offset + shown)} из ${f.number(count)}`,

  search: {
    lastNameIs: (text) => `фамилия «${text}»`,
    firstNameIs: (text) => `имя «${text}»`,
    both: (lastName, firstName) => `${lastName} и ${firstName}`,
  },

  results: 'Результаты',
  loading: 'Загрузка…',
  searching: 'Поиск…',
  drift: (change, f) => {
    const n = Math.abs(change)
    const verb =
      change > 0
        ? f.plural(n, { one: 'добавлен', few: 'добавлено', many: 'добавлено', other: 'добавлено' })
        : f.plural(n, { one: 'удалён', few: 'удалено', many: 'удалено', other: 'удалено' })
    return `Список изменился, пока вы листали: с начала просмотра этого поиска ${verb} ${f.count(n, AUTHOR_RU)}. Строки могли сместиться между страницами.`
  },
  reloadList: 'Обновить список',
  pageCap: (rows, f) =>
    `Сервис отдаёт не больше ${f.count(rows, AUTHOR_RU)} за раз, поэтому список показывает их по ${f.number(rows)} на странице и ни один автор не пропадает.`,

  announce: {
    showing: (range) => `Показаны ${range}`,
    pastEnd: (page, f) => `Страница ${f.number(page)} находится за концом списка.`,
    noneFound: (searched) => `Не найдено авторов: ${searched}.`,
    noAuthors: 'Неактивных авторов нет.',
  },

  title: {
    app: 'Неактивные авторы · Справочник авторов',
    short: 'Неактивные авторы',
    page: (page, f) => `страница ${f.number(page)}`,
  },

  columns: {
    public_name: 'Публичное имя',
    last_name: 'Фамилия',
    first_name: 'Имя',
    parent_name: 'Отчество',
    uid: 'UID',
  },
}

export type ListMessages = typeof en
