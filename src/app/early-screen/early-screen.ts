import { requestedPlace, type ApiSettings, type LoadedPage } from '../../shared/api/authors-api'
import { validateAuthorsPage } from '../../shared/api/validate-page'
import type { ListPlace } from '../../shared/api/contract'
import { browserLang, langFromSearch } from '../../shared/i18n/lang'
import { DIALOG_KEYS } from '../../shared/lib/search-keys'
import { strayScript } from '../../entities/author/marks/script'
import { CARD_LAYOUT_QUERY } from '../../features/list/cards/card-layout'
import { announcementText, describeSearch } from '../../features/list/model/list-texts'
import { serializeListPlace } from '../../features/list/model/list-place'
import { chooseListView, choosePagerMoves, isSearched } from '../../features/list/model/list-view'
import { pageNumber } from '../../features/list/model/paging'
import { findRepeatedUids } from '../../features/list/states/repeated-uids'
import { WINDOW_ABOVE_ROWS } from '../../features/list/table/first-window'
import { forgetFirstRowsTop, LEAST_ROW_REM, rememberFirstRowsTop, rowsInView } from '../../features/list/table/rows-in-view'
import type { Preferences } from '../preferences/preferences'
import { applyTheme } from '../theme'
import { holdInteractions, type EarlyInteractions } from './interactions'
import { writeScreen, writeScreenRows, type EarlyScreen } from './write-screen'

/** The performance mark made as the early screen is drawn. */
export const EARLY_SCREEN_MARK = 'early-screen'

/** Where the early screen stands: not drawn (yet), drawn and waiting for React, or handed over. */
let drawn: { root: HTMLElement; interactions: EarlyInteractions } | undefined
/** React is drawing: the early screen is no longer drawn. */
let claimed = false
/** Whether the early screen was drawn, once the first page's answer has been read for it. */
let decided: Promise<boolean> = Promise.resolve(false)

/** What the first page's early answer is drawn with: the list's place and the person's settings, as the app reads them. */
export interface EarlyScreenInput {
  settings: ApiSettings
  preferences: Preferences
  /** The address's query string. */
  search: string
  /** The place the early request asked for (the address's, at the entry's rows per page). */
  place: ListPlace
  /** The remembered rows per page this entry's links keep (limitForEntry), if any. */
  preferredLimit: number | undefined
}

/**
 * Whether the early screen can show this place exactly as the app's first render will: the list or
 * a search (not one with letters of both scripts, whose note beside the box is a chunk of its own),
 * no dialog, a new history entry (no position to return to), in the table (the cards are the app's
 * alone) at a page size the table draws whole.
 */
function drawable({ settings, search, place }: EarlyScreenInput): boolean {
  const params = new URLSearchParams(search)
  return (
    document.getElementById('root')?.childNodes.length === 0 &&
    window.history.state === null &&
    !strayScript(place.lastName) &&
    (settings.firstNameParam === '' || !strayScript(place.firstName)) &&
    // Longer pages are windowed by the table: the early screen leaves them to it.
    place.limit <= WINDOW_ABOVE_ROWS &&
    !Object.values(DIALOG_KEYS).some((key) => params.has(key)) &&
    !window.matchMedia(CARD_LAYOUT_QUERY).matches
  )
}

/**
 * The page as the app would show it, when it is a page the app shows as rows straight away: the
 * whole page (no shorter than the list has, no uid twice), no error, nothing past the end.
 */
function plainPage(text: string, place: ListPlace, searched: boolean): LoadedPage | undefined {
  let page: LoadedPage
  try {
    page = { ...validateAuthorsPage(JSON.parse(text), place), offset: place.offset }
  } catch {
    return undefined
  }
  const view = chooseListView(place, { data: page, isPlaceholderData: false, isError: false, error: null, isFetching: false }, searched)
  const whole = page.results.length === Math.min(place.limit, page.count - place.offset)
  return view.kind === 'rows' && whole && findRepeatedUids(page.results, page.offset).length === 0 ? page : undefined
}

/** What the early screen shows for this page, its table with its first `drawn` rows. */
function screenFor(input: EarlyScreenInput, page: LoadedPage, drawn: number): EarlyScreen {
  const { preferences, search, place, preferredLimit } = input
  const moves = choosePagerMoves(place, { data: page, isPlaceholderData: false })
  const withFirstName = input.settings.firstNameParam !== ''
  return {
    lang: earlyLang(input),
    density: preferences.density,
    withFirstName,
    search: { lastName: place.lastName, firstName: place.firstName, described: (words) => describeSearch(place, withFirstName, words) },
    table: { authors: page.results, offset: page.offset, count: page.count, drawn, hiddenColumns: preferences.hiddenColumns },
    pager: {
      page: pageNumber(place.offset, place.limit),
      pageCount: moves.pageCount ?? 1,
      shown: { offset: page.offset, rows: page.results.length, count: page.count },
      limit: place.limit,
      can: { first: moves.first !== null, previous: moves.previous !== null, next: moves.next !== null, last: moves.last !== null },
      pageHref: (number) => serializeListPlace({ ...place, offset: (number - 1) * place.limit }, search, preferredLimit) || '?',
    },
    status: (words, f) => announcementText({ kind: 'showing', data: page }, undefined, undefined, words, f, ''),
  }
}

/** How many of the page's rows the table draws first: those that reach the view's bottom (rowsInView). */
const firstRows = (input: EarlyScreenInput, page: LoadedPage) =>
  rowsInView(page.results.length, { rem: LEAST_ROW_REM[input.preferences.density] })

/**
 * The screen the app's first render draws for this page (with the rows the view can reach), as
 * plain DOM: the elements, classes, words and numbers the app's views give them.
 */
export function earlyScreenFor(input: EarlyScreenInput, page: LoadedPage): HTMLElement {
  return writeScreen(screenFor(input, page, firstRows(input, page)))
}

/** The UI's language as the app picks it: the address's, the remembered one, the browser's. */
const earlyLang = ({ search, preferences }: EarlyScreenInput) => langFromSearch(search) ?? preferences.lang ?? browserLang()

function draw(input: EarlyScreenInput, page: LoadedPage): boolean {
  const root = document.getElementById('root')
  if (!root || root.childNodes.length > 0) return false
  applyTheme(input.preferences.theme)
  document.documentElement.lang = earlyLang(input)
  // The frame first, its rows after: laid out without them (one layout, which the frame that
  // paints them then reuses), the rows begin at a measured place, and only those that reach the
  // view's bottom from there are written. React's first rows are counted from the same place.
  const screen = screenFor(input, page, 0)
  root.append(writeScreen(screen))
  const body = root.querySelector('tbody')
  if (body) {
    rememberFirstRowsTop(body.getBoundingClientRect().top)
    body.replaceChildren(...writeScreenRows(screen, firstRows(input, page)))
  }
  // Assistive technology waits for the app's own elements (restore() clears it) rather than
  // reading these, which the app replaces within moments.
  root.setAttribute('aria-busy', 'true')
  drawn = { root, interactions: holdInteractions(root) }
  // For the bench and the browser tests: when, and whether, the early screen was drawn.
  performance.mark(EARLY_SCREEN_MARK)
  return true
}

/**
 * The first screen, drawn from the first page's early answer before React has run: the app's
 * first module calls this as it sends the early request. When the answer is a page the app would
 * show as rows straight away, and React has not begun to draw, the screen React will draw is
 * written now as plain DOM (the same elements, classes and words, so nothing moves when React
 * draws over it). React's first commit replaces it (`handOverEarlyScreen`), and what the person
 * did meanwhile (focus, typing, clicks) is carried over. Anything else is left to React.
 * Resolves to whether it was drawn.
 */
export function drawEarlyScreen(input: EarlyScreenInput, response: Promise<Response>): Promise<boolean> {
  if (!drawable(input)) return decided
  const request = requestedPlace(input.settings, input.place)
  decided = response
    .then((answer) => {
      // Read from a copy: the list's query takes the answer itself (early-request.ts).
      if (claimed || answer.status !== 200) return undefined
      return answer.clone().text()
    })
    .then((text) => {
      const page =
        text === undefined || claimed ? undefined : plainPage(text, request, isSearched(request, input.settings.firstNameParam !== ''))
      return page !== undefined && draw(input, page)
    })
    .catch(() => false)
  return decided
}

/**
 * Resolves once the early screen is drawn or will not be (at once where there is none to draw):
 * boot.tsx waits for it beside the first page, so React does not draw over an early screen that is
 * about to be drawn, and lets a drawn one be painted first.
 */
export function earlyScreenDecided(): Promise<boolean> {
  return decided
}

/**
 * React is about to draw the app (boot.tsx, as it renders): the early screen is not drawn from now
 * on, and what the person does on it, if it was drawn, is followed until the commit that replaces
 * it gives it back (`restore`, from the app's first layout effect: events cannot come between a
 * render and its commit). Once: a later call gets nothing.
 */
export function handOverEarlyScreen(): EarlyInteractions | undefined {
  claimed = true
  const handed = drawn?.interactions
  drawn = undefined
  return handed
}

/** For tests: a new document, where React has not drawn yet. */
export function forgetEarlyScreen(): void {
  forgetFirstRowsTop()
  claimed = false
  drawn = undefined
  decided = Promise.resolve(false)
}

/** Whether the early screen is on screen now, waiting for React. */
export function earlyScreenDrawn(): boolean {
  return drawn !== undefined
}
