import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  drawEarlyScreen,
  EARLY_SCREEN_MARK,
  earlyScreenDecided,
  earlyScreenDrawn,
  forgetEarlyScreen,
  handOverEarlyScreen,
  type EarlyScreenInput,
} from '../../../src/app/early-screen/early-screen'
import { showAppFailed } from '../../../src/app/early-screen/app-failed'
import { thisPage } from '../../../src/shared/lib/this-page'
import { holdInteractions } from '../../../src/app/early-screen/interactions'
import { DEFAULT_PREFERENCES } from '../../../src/app/preferences/preferences'
import { parseListPlace } from '../../../src/features/list/model/list-place'
import { AUTHORS_LIST_PATH, type Author } from '../../../src/shared/api/contract'
import { getDefaultDataset } from '../../../src/demo-api/dataset'
import { LEAST_ROW_REM, rowsInView } from '../../../src/features/list/table/rows-in-view'

// When the app's first module draws the first screen before React (early-screen.ts), and how what
// the person does on it reaches the app (interactions.ts). What it draws is compared with React's
// first commit in early-screen-matches.test.tsx.

const settings = { apiUrl: '', firstNameParam: 'first_name' }

function input(search = '', preferences = DEFAULT_PREFERENCES): EarlyScreenInput {
  return { settings, preferences, search, place: parseListPlace(search, preferences.limit), preferredLimit: preferences.limit }
}

/** An answer as the API sends it for `offset`/`limit` of `authors`, with `change` made to its body. */
function response(
  authors: readonly Author[],
  search = '',
  change: (body: Record<string, unknown>) => unknown = (body) => body,
  status = 200,
) {
  const { limit, offset } = parseListPlace(search)
  const link = (at: number) => `http://localhost${AUTHORS_LIST_PATH}?limit=${limit}&offset=${at}`
  const body = {
    count: authors.length,
    next: offset + limit < authors.length ? link(offset + limit) : null,
    previous: offset > 0 ? link(Math.max(0, offset - limit)) : null,
    results: authors.slice(offset, offset + limit),
  }
  return Promise.resolve(new Response(JSON.stringify(change(body)), { status, headers: { 'Content-Type': 'application/json' } }))
}

const root = () => document.getElementById('root')!
const drawn = () => performance.getEntriesByName(EARLY_SCREEN_MARK).length > 0

describe('when the early screen is drawn', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>'
    performance.clearMarks()
    forgetEarlyScreen()
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }))
  })
  afterEach(() => vi.unstubAllGlobals())

  it('draws the plain list from a whole page of rows, and keeps the answer whole for the app', async () => {
    const answer = response(getDefaultDataset())
    expect(await drawEarlyScreen(input(), answer)).toBe(true)
    expect(drawn()).toBe(true)
    expect(root().querySelectorAll('tbody tr:not([aria-hidden])')).toHaveLength(50)
    expect(root().querySelector('button[aria-label="Next page"]')).toHaveAttribute('aria-disabled', 'false')
    // Assistive technology waits for the app's own elements.
    expect(root()).toHaveAttribute('aria-busy', 'true')
    // The list's query reads the answer itself: the early screen read a copy.
    expect((await answer).bodyUsed).toBe(false)
    expect(await (await answer).json()).toMatchObject({ count: getDefaultDataset().length })
  })

  it.each([
    ['a search of both scripts (its note is a chunk of its own)', '?last_name=Ивaнов'],
    ['a first-name search of both scripts', '?first_name=Jоhn'],
    ['a record open', '?author=c4c704ec-77d8-4260-bb5e-80d3ed7ecd30'],
    ['the review open', '?review=1'],
    ['a page long enough to be windowed', '?limit=500'],
  ])('leaves %s to the app', async (_, search) => {
    expect(await drawEarlyScreen(input(search), response(getDefaultDataset(), search))).toBe(false)
    expect(drawn()).toBe(false)
    expect(root().childNodes).toHaveLength(0)
  })

  it('writes only the rows that reach the view’s bottom from where the laid-out frame puts them, and React counts from there too', async () => {
    // jsdom lays nothing out: a view 800 px tall, the frame's rows beginning 300 px down it.
    vi.spyOn(document.documentElement, 'clientHeight', 'get').mockReturnValue(800)
    const tops: number[] = []
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      // Measured once the frame is in the document, before any row is: the rows' place is known then.
      if (this.tagName === 'TBODY') tops.push(this.isConnected && this.querySelector('tr[data-row]') === null ? 300 : -1)
      return DOMRect.fromRect({ x: 0, y: this.tagName === 'TBODY' ? 300 : 0, width: 1280, height: 0 })
    })
    expect(await drawEarlyScreen(input(), response(getDefaultDataset()))).toBe(true)
    expect(tops).toEqual([300])
    const reach = Math.ceil((800 - 300) / (LEAST_ROW_REM.comfortable * 16)) + 1
    expect(root().querySelectorAll('tbody tr[data-row]')).toHaveLength(reach)
    // The rest of the page's height is held by the spacer, the scroll bar meaning the whole page.
    expect(root().querySelector('tbody tr.spacer-row')).not.toBeNull()
    // React's first rows over them are counted from the same place: the same rows.
    expect(rowsInView(50, { rem: LEAST_ROW_REM.comfortable })).toBe(reach)
    forgetEarlyScreen()
    expect(rowsInView(50, { rem: LEAST_ROW_REM.comfortable })).toBe(Math.ceil(800 / (LEAST_ROW_REM.comfortable * 16)) + 1)
  })

  it('draws a search the address names, its text in the box', async () => {
    const matching = getDefaultDataset().filter((author) => author.last_name?.toLowerCase().includes('ов'))
    expect(await drawEarlyScreen(input('?last_name=ов'), response(matching, '?last_name=ов'))).toBe(true)
    expect(root().querySelector('input[type="search"]')).toHaveValue('ов')
    expect(root().querySelector('button.search-clear')).toHaveAccessibleName('Clear last name')
  })

  it('leaves the cards (a narrow screen) to the app', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query, addEventListener() {}, removeEventListener() {} }))
    expect(await drawEarlyScreen(input(), response(getDefaultDataset()))).toBe(false)
    expect(drawn()).toBe(false)
  })

  it('leaves an entry with a history (a reload, Back) to the app: it may return to a position', async () => {
    window.history.replaceState({ key: 'k', scrollY: 900 }, '')
    expect(await drawEarlyScreen(input(), response(getDefaultDataset()))).toBe(false)
    expect(drawn()).toBe(false)
    window.history.replaceState(null, '')
  })

  it.each([
    ['an error', (body: Record<string, unknown>) => body, 500],
    ['a body in another shape', () => ({ items: [] }), 200],
    ['no rows', (body: Record<string, unknown>) => ({ ...body, count: 0, next: null, results: [] }), 200],
    ['a page past the end', (body: Record<string, unknown>) => ({ ...body, results: [] }), 200],
    [
      'a page shorter than the list has (a lower max_limit)',
      (body: Record<string, unknown>) => ({ ...body, results: (body.results as Author[]).slice(0, 20) }),
      200,
    ],
    [
      'a uid twice on the page',
      (body: Record<string, unknown>) => ({
        ...body,
        results: [...(body.results as Author[]).slice(0, 49), (body.results as Author[])[0]],
      }),
      200,
    ],
  ] as const)('leaves %s to the app', async (_, change, status) => {
    expect(await drawEarlyScreen(input(), response(getDefaultDataset(), '', change, status))).toBe(false)
    expect(drawn()).toBe(false)
  })

  it('is not drawn once the app has begun to draw', async () => {
    const drawing = drawEarlyScreen(input(), response(getDefaultDataset()))
    expect(handOverEarlyScreen()).toBeUndefined()
    expect(await drawing).toBe(false)
    expect(drawn()).toBe(false)
  })

  it('says when it has been decided, for the app to wait for before it draws', async () => {
    expect(await earlyScreenDecided()).toBe(false)
    const drawing = drawEarlyScreen(input(), response(getDefaultDataset()))
    expect(earlyScreenDrawn()).toBe(false)
    expect(await earlyScreenDecided()).toBe(true)
    expect(await drawing).toBe(true)
    expect(earlyScreenDrawn()).toBe(true)
    handOverEarlyScreen()
    expect(earlyScreenDrawn()).toBe(false)
  })

  it('is handed over once, with what was done on it', async () => {
    expect(await drawEarlyScreen(input(), response(getDefaultDataset()))).toBe(true)
    expect(handOverEarlyScreen()).toBeDefined()
    expect(handOverEarlyScreen()).toBeUndefined()
  })
})

describe('what the person does on the early screen reaches the app', () => {
  /** A page like the app's: a search box, a select, a link and a button, and a form. */
  const markup = `<div><input type="search" value=""><select><option value="10">10</option><option value="50" selected>50</option></select>
    <a href="?offset=100">3</a><button type="button">Next</button><button type="button" aria-disabled="true">Last</button>
    <form><input type="number" value="1"><button type="submit">Go</button></form></div>`

  /** The app's commit: the same elements, new ones, with the app's handlers. */
  function appCommit(container: HTMLElement) {
    container.innerHTML = markup
    const seen: string[] = []
    container
      .querySelector('input[type="search"]')!
      .addEventListener('input', (event) => seen.push(`typed ${(event.target as HTMLInputElement).value}`))
    container.querySelector('select')!.addEventListener('change', (event) => seen.push(`size ${(event.target as HTMLSelectElement).value}`))
    container.querySelector('a')!.addEventListener('click', (event) => {
      event.preventDefault()
      seen.push('page 3')
    })
    container.querySelector('button')!.addEventListener('click', () => seen.push('next'))
    container.querySelectorAll('button')[1]!.addEventListener('click', () => seen.push('last'))
    container.querySelector('form')!.addEventListener('submit', (event) => {
      event.preventDefault()
      seen.push(`go ${(event.target as HTMLFormElement).querySelector('input')!.value}`)
    })
    return seen
  }

  beforeEach(() => {
    document.body.innerHTML = `<div id="root" aria-busy="true">${markup}</div>`
    vi.useFakeTimers()
  })
  afterEach(() => vi.useRealTimers())

  it('gives back the typing, the focus and the caret, and the chosen size', () => {
    const early = holdInteractions(root())
    const box = root().querySelector<HTMLInputElement>('input[type="search"]')!
    box.focus()
    box.value = 'Ивано'
    box.dispatchEvent(new Event('input', { bubbles: true }))
    box.setSelectionRange(2, 2)
    box.dispatchEvent(new KeyboardEvent('keyup', { bubbles: true }))
    const size = root().querySelector('select')!
    size.value = '10'
    size.dispatchEvent(new Event('change', { bubbles: true }))
    box.focus()
    box.dispatchEvent(new KeyboardEvent('keyup', { bubbles: true }))
    const seen = appCommit(root())
    early.restore()
    const appBox = root().querySelector<HTMLInputElement>('input[type="search"]')!
    expect(appBox).not.toBe(box)
    expect(appBox).toHaveValue('Ивано')
    expect(appBox).toHaveFocus()
    expect([appBox.selectionStart, appBox.selectionEnd]).toEqual([2, 2])
    expect(root().querySelector('select')).toHaveValue('10')
    expect(seen).toEqual(['typed Ивано', 'size 10'])
    expect(root()).not.toHaveAttribute('aria-busy')
  })

  it('holds the clicks and the submits, and makes them on the app’s controls after its commit', () => {
    const early = holdInteractions(root())
    const link = root().querySelector('a')!
    const clicked = link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    // The link is not followed: the app follows it in place.
    expect(clicked).toBe(false)
    root().querySelector('button')!.click()
    // An unusable control is not made usable by the wait.
    root().querySelectorAll('button')[1]!.click()
    root().querySelector('form')!.requestSubmit()
    const seen = appCommit(root())
    early.restore()
    expect(seen).toEqual([])
    vi.runAllTimers()
    expect(seen).toEqual(['page 3', 'next', 'go 1'])
  })

  it('stops following once handed back, and hands back once', () => {
    const early = holdInteractions(root())
    const seen = appCommit(root())
    early.restore()
    root().querySelector('button')!.click()
    early.restore()
    vi.runAllTimers()
    // The app's own click, once, and nothing held.
    expect(seen).toEqual(['next'])
  })
})

describe('when the app’s own chunk cannot be loaded', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>'
    forgetEarlyScreen()
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }))
  })
  afterEach(() => vi.unstubAllGlobals())

  it('says so over the early screen, which stops holding clicks: its page links work as links', async () => {
    expect(await drawEarlyScreen(input(), response(getDefaultDataset()))).toBe(true)
    showAppFailed('en')
    const alert = root().firstElementChild!
    expect(alert).toHaveAttribute('role', 'alert')
    expect(alert).toHaveTextContent('This part of the page could not be loaded.')
    expect(root()).not.toHaveAttribute('aria-busy')
    expect(root().querySelectorAll('tbody tr:not([aria-hidden])').length).toBeGreaterThan(0)
    const link = root().querySelector('a[aria-label="Page 2"]')!
    expect(link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(true)
  })

  it('says so on an empty page, in the person’s language, with Reload the page', () => {
    const reload = vi.spyOn(thisPage, 'reload').mockImplementation(() => undefined)
    showAppFailed('ru')
    expect(root()).toHaveTextContent('Эту часть страницы не удалось загрузить.')
    root().querySelector('button')!.click()
    expect(root().querySelector('button')).toHaveTextContent('Перезагрузить страницу')
    expect(reload).toHaveBeenCalledOnce()
  })
})
