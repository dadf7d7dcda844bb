import type { Author } from '../../shared/api/contract'
import { AUTHOR_COLUMNS, type AuthorColumn } from '../../entities/author/columns'
import { GLYPHS } from '../../entities/author/marks/whitespace'
import type { en as marksWords } from '../../entities/author/marks/messages'
import type { en as rowWords } from '../../entities/author/row-messages'
import type { en as listWords } from '../../features/list/messages'
import { DEFAULT_ROW_PX } from '../../features/list/table/first-window'
import { h } from './dom'
import { describedBy, valueNodes } from './write-cells'

/** The table's words, from the catalogues its views use. */
export interface TableWords {
  list: typeof listWords
  marks: typeof marksWords
  row: typeof rowWords
}

/** What the table shows: the page's authors from `offset` of `count`, the first `drawn` of them drawn. */
export interface EarlyTable {
  authors: readonly Author[]
  offset: number
  count: number
  drawn: number
  hiddenColumns: readonly AuthorColumn[]
}

/** The legend of the marks in names (MarksLegend), which the cells point to by id. */
function marksLegend(m: typeof marksWords): HTMLElement {
  const sample = (glyphs: string, text: string) =>
    h('span', { class: 'value-whitespace', 'data-glyphs': glyphs, 'aria-hidden': 'true' }, text)
  const entry = (id: string, mark: HTMLElement, words: string) => h('li', { id: `marks-legend-${id}` }, mark, ' ', words)
  return h(
    'div',
    { class: 'marks-legend' },
    h('span', { class: 'marks-legend-label', id: 'marks-legend-label' }, `${m.legendLabel}:`),
    ' ',
    h(
      'ul',
      { 'aria-labelledby': 'marks-legend-label' },
      entry('space', sample(GLYPHS.space, ' '), m.legendSpace),
      entry('tab', sample(GLYPHS.tab, '\t'), m.legendTab),
      entry('nbsp', sample(GLYPHS.nbsp, '\u00a0'), m.legendNbsp),
      entry('null', h('span', { class: 'value-null', 'aria-hidden': 'true' }, m.null), m.legendNull),
      entry('empty', h('span', { class: 'value-empty', 'aria-hidden': 'true' }, m.empty), m.legendEmpty),
    ),
  )
}

/** The row actions' room before the workbench comes (RowActionsRoom). */
function actionsRoom(m: typeof rowWords): HTMLElement {
  return h(
    'div',
    { class: 'row-actions row-actions-placeholder', 'aria-hidden': 'true' },
    h('button', { type: 'button', disabled: true, tabindex: -1 }, m.details),
    h('button', { type: 'button', disabled: true, tabindex: -1 }, h('span', { class: 'copy-glyph' })),
  )
}

/** The author's fields the table shows, in order. */
const shownFields = (table: EarlyTable): AuthorColumn[] => AUTHOR_COLUMNS.filter((column) => !table.hiddenColumns.includes(column))

/** A column's cells' class: the first field shown is pinned while the table scrolls sideways. */
const cellClassOf = (fields: readonly AuthorColumn[]) => (id: string) => (id === fields[0] ? `pinned-start col-${id}` : `col-${id}`)

/**
 * The table's body (TableBody on the list's first rows): the first `drawn` rows with the
 * workbench's cells still held (the checks empty, the actions' room), and a spacer as tall as the
 * rest of the page.
 */
export function writeRows(table: EarlyTable, words: TableWords): HTMLElement[] {
  const { marks, row } = words
  const fields = shownFields(table)
  const cellClass = cellClassOf(fields)
  const rows: HTMLElement[] = table.authors.slice(0, table.drawn).map((author, index) =>
    h(
      'tr',
      {
        'data-row': index,
        tabindex: index === 0 ? 0 : -1,
        'aria-rowindex': table.offset + index + 2,
        class: index % 2 ? 'row-alt' : undefined,
      },
      ...fields.map((field) =>
        h('td', { class: cellClass(field), 'aria-describedby': describedBy(author[field]) }, ...valueNodes(author[field], marks)),
      ),
      h('td', { class: 'col-checks' }),
      h('td', { class: 'col-actions' }, actionsRoom(row)),
    ),
  )
  const rest = table.authors.length - table.drawn
  if (rest > 0) {
    const cell = h('td', { colspan: fields.length + 2 })
    cell.style.height = `${rest * DEFAULT_ROW_PX}px`
    rows.push(h('tr', { class: 'spacer-row', 'aria-hidden': 'true' }, cell))
  }
  return rows
}

/**
 * The table frame (AuthorsTableView) as the list's first rows draw it: the legend, the headers of
 * the columns shown and the body (writeRows).
 */
export function writeTable(table: EarlyTable, words: TableWords): HTMLElement {
  const { list, marks, row } = words
  const fields = shownFields(table)
  const columns: string[] = [...fields, 'checks', 'actions']
  const cellClass = cellClassOf(fields)
  const header = (id: string) =>
    id === 'checks' ? row.checksHeader : id === 'actions' ? row.actionsHeader : list.columns[id as AuthorColumn]
  return h(
    'div',
    { class: 'table-frame', 'data-updating': 'false' },
    marksLegend(marks),
    h(
      'div',
      { class: 'table-scroll' },
      h(
        'table',
        { class: 'authors-table', 'aria-busy': 'false', 'aria-rowcount': table.count + 1, 'data-state': 'ready' },
        h('caption', { class: 'visually-hidden' }, list.caption),
        h('colgroup', null, ...columns.map((id) => h('col', { class: `col-${id}` }))),
        h(
          'thead',
          null,
          h('tr', { 'aria-rowindex': 1 }, ...columns.map((id) => h('th', { scope: 'col', class: cellClass(id) }, header(id)))),
        ),
        h('tbody', null, ...writeRows(table, words)),
      ),
    ),
  )
}
