import type { Format } from '../../shared/i18n/format'

const authors = { one: 'author', other: 'authors' }
const авторов = { one: 'автор', few: 'автора', many: 'авторов', other: 'автора' }

export const en = {
  label: 'Pagination',
  first: 'First page',
  previous: 'Previous page',
  previousShort: 'Previous',
  next: 'Next page',
  nextShort: 'Next',
  last: 'Last page',
  pages: 'Pages',
  page: (page: number, f: Format) => `Page ${f.number(page)}`,
  morePages: 'More pages',
  jumpLabel: 'Page',
  ofPages: (pageCount: number, f: Format) => `of ${f.number(pageCount)}`,
  go: 'Go',
  range: (first: number, last: number, count: number, f: Format) => `${f.range(first, last)} of ${f.number(count)}`,
  totalUnknown: 'Total not known yet',
  none: 'No authors',
  pastEnd: (count: number, f: Format) => `Past the end of the list (${f.count(count, authors)})`,
  pastLastPage: (pageCount: number, f: Format) => `past the last page, ${f.number(pageCount)}`,
  /** The same, in the room a narrow screen has. */
  pastLastPageShort: (pageCount: number, f: Format) => `past ${f.number(pageCount)}`,
  rowsPerPage: 'Rows per page',
  perPage: 'Per page',
}

export const ru: typeof en = {
  label: 'Страницы',
  first: 'Первая страница',
  previous: 'Предыдущая страница',
  previousShort: 'Назад',
  next: 'Следующая страница',
  nextShort: 'Вперёд',
  last: 'Последняя страница',
  pages: 'Номера страниц',
  page: (page, f) => `Страница ${f.number(page)}`,
  morePages: 'Другие страницы',
  jumpLabel: 'Страница',
  ofPages: (pageCount, f) => `из ${f.number(pageCount)}`,
  go: 'Перейти',
  range: (first, last, count, f) => `${f.range(first, last)} из ${f.number(count)}`,
  // One line of the range's 12em, as the known range is (a second line would move the controls when the total comes).
  totalUnknown: 'Итог ещё неизвестен',
  none: 'Авторов нет',
  pastEnd: (count, f) => `За концом списка (в нём ${f.count(count, авторов)})`,
  pastLastPage: (pageCount, f) => `за последней, ${f.number(pageCount)}`,
  pastLastPageShort: (pageCount, f) => `после ${f.number(pageCount)}`,
  rowsPerPage: 'Строк на странице',
  perPage: 'На странице',
}
