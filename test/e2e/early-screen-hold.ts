import type { Page } from '@playwright/test'
import { AUTHORS_LIST_PATH } from '../../src/shared/api/contract'

/**
 * The early screen made to happen every time: the app's own chunk (boot-*.js, a module script
 * index.html names after the first module) is held back until the test lets it go, so React runs
 * strictly after the first module has drawn (or not drawn) the early screen. And what the page
 * looked like just before React took over and in React's first frame, recorded in the page.
 */

/** The performance mark the early screen makes as it is drawn (early-screen.ts). */
export const EARLY_MARK = 'early-screen'

/** An element under #root and where it is. */
export interface Box {
  what: string
  x: number
  y: number
  width: number
  height: number
}

/** #root's HTML (the search boxes' ids normalised), every element's box, and the page around it. */
export interface Frame {
  html: string
  /** Every control's value (a select's chosen option is not in its HTML). */
  values: string[]
  boxes: Box[]
  /** The <html> element's attributes (language, theme) and the page's scroll size. */
  page: { attributes: string; scrollWidth: number; scrollHeight: number; scrollY: number }
}

export interface Watch {
  /** #root as it is now. */
  __frame: () => Frame
  /** #root right after the commit that removed the early screen (React's first commit), once. */
  __reactFrame?: Frame
  /** Every layout shift since the page began. */
  __shifts: Array<{ value: number; sources: string[] }>
}

/** Records the layout shifts and, the moment the early screen's `.app` leaves #root, React's first frame. Before each load. */
export async function watchTakeover(page: Page): Promise<void> {
  await page.addInitScript((mark) => {
    const watch = window as unknown as Watch
    const describe = (element: Element) => {
      const classes = element.getAttribute('class')
      return `${element.tagName.toLowerCase()}${classes ? `.${classes.trim().split(/\s+/).join('.')}` : ''}`
    }
    watch.__frame = () => {
      const root = document.getElementById('root')!
      const copy = root.cloneNode(true) as HTMLElement
      // The search boxes' ids differ by design (early-last-name vs React's useId): each label is
      // checked to name its own box, then both are given the same id in both frames.
      copy.querySelectorAll('.search-box').forEach((box, index) => {
        const label = box.querySelector('label')
        const input = box.querySelector('input')
        if (!label || !input || label.htmlFor !== input.id || input.id === '') return
        label.htmlFor = `search-box-${index}`
        input.id = `search-box-${index}`
      })
      const html = document.documentElement
      return {
        html: copy.innerHTML,
        values: [...root.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')].map((control) => control.value),
        boxes: [...root.querySelectorAll('*')].map((element) => {
          const { x, y, width, height } = element.getBoundingClientRect()
          return { what: describe(element), x, y, width, height }
        }),
        page: {
          attributes: [...html.attributes].map((attribute) => `${attribute.name}=${attribute.value}`).join(' '),
          scrollWidth: html.scrollWidth,
          scrollHeight: html.scrollHeight,
          scrollY: window.scrollY,
        },
      }
    }
    watch.__shifts = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; sources?: Array<{ node?: Node }> }>)
        watch.__shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) => (source.node instanceof Element ? describe(source.node) : '?')),
        })
    }).observe({ type: 'layout-shift', buffered: true })
    let early: Element | undefined
    const observer = new MutationObserver(() => {
      const root = document.getElementById('root')
      if (!root) return
      // The early screen is appended and marked in one task: its .app is #root's child when this runs.
      if (!early) {
        if (performance.getEntriesByName(mark).length > 0) early = root.querySelector(':scope > .app') ?? undefined
        return
      }
      if (early.isConnected) return
      watch.__reactFrame = watch.__frame()
      observer.disconnect()
    })
    observer.observe(document, { childList: true, subtree: true })
  }, EARLY_MARK)
}

/** A chunk of the build, held at each load until `release` (armed again by `hold`). */
export interface ChunkHold {
  /** Holds the next load's chunk. */
  hold: () => void
  release: () => void
}

/** The app's chunk, held (holdBootChunk). */
export type BootHold = ChunkHold

/** Holds the chunk whose address matches `pattern` (a route glob or RegExp) until released; held from now. */
export async function holdChunk(page: Page, pattern: string | RegExp): Promise<ChunkHold> {
  let release = () => {}
  let held = Promise.resolve()
  const hold = () => {
    held = new Promise<void>((resolve) => (release = resolve))
  }
  hold()
  await page.route(pattern, async (route) => {
    await held
    await route.continue()
  })
  return { hold, release: () => release() }
}

/** The app's own chunk (boot-*.js), held: React runs only once the test lets it. */
export const holdBootChunk = (page: Page): Promise<BootHold> => holdChunk(page, '**/assets/boot-*.js')

/** The early screen is there: its mark is made as it is drawn. */
export async function waitForEarlyScreen(page: Page): Promise<void> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, EARLY_MARK)
}

export const hasEarlyMark = (page: Page): Promise<boolean> =>
  page.evaluate((mark) => performance.getEntriesByName(mark).length > 0, EARLY_MARK)

/**
 * The first page's answer has come to the page (its resource timing entry is made as its body
 * ends) and two frames have passed: an early screen that would be drawn from it has been.
 */
export async function waitForFirstAnswer(page: Page): Promise<void> {
  await page.waitForFunction(
    (path) => performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname === path),
    AUTHORS_LIST_PATH,
  )
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
}

/** React's first frame, once it has committed. */
export async function reactFrame(page: Page): Promise<Frame> {
  const handle = await page.waitForFunction(() => (window as unknown as Watch).__reactFrame)
  return (await handle.jsonValue()) as Frame
}

export const earlyFrame = (page: Page): Promise<Frame> => page.evaluate(() => (window as unknown as Watch).__frame())

/** The boxes that differ between two frames, named (the first few). */
export function movedBoxes(before: Frame, after: Frame): string[] {
  if (before.boxes.length !== after.boxes.length) return [`${before.boxes.length} elements before, ${after.boxes.length} after`]
  const moved = before.boxes.flatMap((box, index) => {
    const now = after.boxes[index]!
    const same = now.what === box.what && now.x === box.x && now.y === box.y && now.width === box.width && now.height === box.height
    return same ? [] : [`#${index} ${box.what} ${JSON.stringify(box)} → ${now.what} ${JSON.stringify(now)}`]
  })
  return moved.slice(0, 8).concat(moved.length > 8 ? [`… ${moved.length - 8} more`] : [])
}

/** Where two HTML texts first differ, with a little of each around it; "" when they are the same. */
export function firstDifference(before: string, after: string): string {
  if (before === after) return ''
  let at = 0
  while (at < before.length && before[at] === after[at]) at += 1
  const around = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 160), at + 160))
  return `first difference at ${at}:\n  early: ${around(before)}\n  React: ${around(after)}`
}
