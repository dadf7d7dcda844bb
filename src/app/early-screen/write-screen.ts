import * as app from '../messages'
import * as search from '../../features/search/messages'
import * as note from '../../features/search/order-note/messages'
import * as toolbar from '../../features/export/toolbar-messages'
import * as review from '../../features/review/control-messages'
import * as hint from '../../features/workbench/first-load-messages'
import * as list from '../../features/list/messages'
import * as marks from '../../entities/author/marks/messages'
import * as row from '../../entities/author/row-messages'
import * as pager from '../../features/pager/messages'
import { formatFor } from '../../shared/i18n/format'
import { LANGS, type Lang } from '../../shared/i18n/lang'
import { h } from './dom'
import { writePager, type EarlyPager } from './write-pager'
import { writeRows, writeTable, type EarlyTable, type TableWords } from './write-table'

/** Everything the first screen shows for a page that has come whole, with no search. */
export interface EarlyScreen {
  lang: Lang
  density: string
  withFirstName: boolean
  /** The searches as in the address (the boxes show them as typed), and what the API is asked ("last name “ов”"), if anything. */
  search: { lastName: string; firstName: string; described: (words: typeof list.en) => string | undefined }
  table: EarlyTable
  pager: EarlyPager
  /** The live region's words ("Showing 1–50 of 1,200"). */
  status: (words: typeof list.en, f: ReturnType<typeof formatFor>) => string
}

/** The language control (LanguageSelect): each language by its own name. */
const NAMES: Record<Lang, string> = { en: 'English', ru: 'Русский' }

/** A search box (SearchBox) showing the address's text, with its clear button when there is some. */
function searchBox(id: string, label: string, value: string, clear: string): HTMLElement {
  return h(
    'div',
    { class: 'search-box' },
    h('label', { class: 'search-label', for: id }, label),
    h(
      'span',
      { class: 'search-field' },
      h('input', { id, autocomplete: 'off', 'aria-describedby': 'list-order-note', spellcheck: 'false', type: 'search', value }),
      value !== '' && h('button', { type: 'button', class: 'search-clear', 'aria-label': clear }, '×'),
    ),
  )
}

/** A tool's held room: its button(s) with their words, unseen and out of reach, as the app holds them. */
const room = (label: string, ...content: Array<string | HTMLElement>) =>
  h('button', { type: 'button', tabindex: -1, disabled: true }, ...content, label)

/** The table's words in the screen's language. */
const tableWords = (lang: Lang): TableWords => ({ list: list[lang], marks: marks[lang], row: row[lang] })

/** The screen's table body (writeRows) with its first `drawn` rows. */
export function writeScreenRows(screen: EarlyScreen, drawn: number): HTMLElement[] {
  return writeRows({ ...screen.table, drawn }, tableWords(screen.lang))
}

/**
 * The app's first screen as its views render it on the first page of a list (Shell, AuthorsPage,
 * ListResults, the table and the pager), written as plain DOM in the person's language: every
 * word from the same catalogues, every number by the same formats.
 */
export function writeScreen(screen: EarlyScreen): HTMLElement {
  const pick = <T>(words: { en: T; ru: T }) => words[screen.lang]
  const f = formatFor(screen.lang)
  const a = pick(app)
  const s = pick(search).search
  const l = pick(list)
  const language = h(
    'select',
    null,
    ...LANGS.map((lang) => h('option', { value: lang, lang, translate: 'no' }, NAMES[lang])),
  ) as HTMLSelectElement
  language.value = screen.lang
  return h(
    'div',
    { class: 'app', 'data-density': screen.density },
    h(
      'header',
      { class: 'app-header' },
      h('h1', null, a.title),
      h(
        'div',
        { class: 'header-controls' },
        h('label', { class: 'header-control' }, h('span', { class: 'header-label' }, a.language), language),
        h(
          'button',
          { type: 'button', class: 'preferences-toggle placeholder-room', 'aria-hidden': 'true', tabindex: -1, disabled: true },
          a.settingsMenu,
        ),
      ),
    ),
    h(
      'main',
      { class: 'authors-page' },
      h(
        'div',
        { class: 'list-controls' },
        h(
          'form',
          { class: 'search', role: 'search', 'aria-label': s.label },
          searchBox('early-last-name', s.lastName, screen.search.lastName, s.clear(s.lastName)),
          screen.withFirstName && searchBox('early-first-name', s.firstName, screen.search.firstName, s.clear(s.firstName)),
          h('p', { class: 'search-hint' }, s.hintBefore, ' ', h('kbd', null, '/'), ' ', s.hintAfter),
        ),
        h(
          'div',
          { class: 'page-tools' },
          h(
            'div',
            { class: 'export-tools placeholder-room', 'aria-hidden': 'true' },
            h(
              'div',
              { class: 'export-buttons' },
              room(pick(toolbar).export),
              room(pick(toolbar).copyPage, h('span', { class: 'copy-glyph-room' })),
            ),
          ),
          h('div', { class: 'review-control placeholder-room', 'aria-hidden': 'true' }, room(pick(review).reviewAll)),
        ),
      ),
      h(
        'div',
        { class: 'list-notes' },
        h('p', { class: 'order-note', id: 'list-order-note' }, pick(note).note),
        h('p', { class: 'search-hint shortcuts-hint' }, pick(hint).shortcutsHint),
      ),
      h(
        'div',
        { class: 'results', tabindex: -1, role: 'region', 'aria-label': l.results },
        h('div', { class: 'results-status', 'aria-hidden': 'true', 'data-line': screen.search.described(l) }, '\u00a0'),
        h('div', { class: 'workbench-bar workbench-bar-placeholder', 'aria-hidden': 'true' }),
        writeTable(screen.table, tableWords(screen.lang)),
      ),
      writePager(screen.pager, pick(pager), f),
      h('div', { class: 'visually-hidden', role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true' }, screen.status(l, f)),
    ),
  )
}
