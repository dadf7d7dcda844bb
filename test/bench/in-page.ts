/**
 * Instrumentation the benchmark puts into every page before the app's own scripts run
 * (Playwright's addInitScript serialises `installBenchHooks`, so it must not use anything from
 * outside its own body). All times are performance.now() values: milliseconds since navigation.
 *
 * "Painted" is the first moment after the paint of the frame that shows the rows: a
 * MutationObserver sees the rows in the DOM, a requestAnimationFrame callback runs just before
 * that frame's style, layout and paint, and a user-blocking task posted from it runs just after
 * them, before any task the page queued for after its paint.
 */

export interface RowsExpectation {
  /** aria-rowindex of the first body row (offset + 2: the header row is 1). */
  firstRowIndex?: number
  /** The first row's last name contains this, case-insensitively. */
  lastNameIncludes?: string
  /** This many body rows (a page-size change keeps the first row where it was). */
  rowCount?: number
}

export interface PaintTiming {
  /** When the interaction began: the click's or the last keystroke's event time. */
  start: number
  /** The rows were in the DOM. */
  dom: number
  /** The frame showing them began (its requestAnimationFrame): nothing the page asked for after this could delay it. */
  frame: number
  /** The frame showing them was painted. */
  paint: number
}

export interface PerformanceRecord {
  start: number
  duration: number
}

interface QueryLike {
  queryKey: readonly unknown[]
  state: { status: string }
}

interface QueryClientLike {
  getQueryCache: () => { findAll: (filters: { predicate: (query: QueryLike) => boolean }) => QueryLike[] }
  removeQueries: (filters: { predicate: (query: QueryLike) => boolean }) => void
}

export interface BenchHooks {
  longTasks: PerformanceRecord[]
  longAnimationFrames: PerformanceRecord[]
  /** The first ready table with rows, on load. */
  firstRows: { dom: number; frame: number; paint: number } | undefined
  /** The first screen complete on load: the first rows and an enabled Next page button. */
  firstScreen: { dom: number; frame: number; paint: number } | undefined
  /** When React first committed (the page's own controls live from then); undefined on a page without React. */
  firstCommit: number | undefined
  lcp: number | undefined
  fcp: number | undefined
  lastClickAt: number
  lastInputAt: number
  pending: Promise<PaintTiming> | undefined
  /** Arms a wait for rows that match; `start` is the next click's (or keystroke's) event time. */
  watchRows: (expected: RowsExpectation, startFrom: 'click' | 'input') => void
  /** Whether the app's query cache holds a loaded page of this limit and offset. */
  hasPage: (limit: number, offset: number) => boolean
  /** Drops that page from the app's query cache, as if it had never been prefetched. */
  forgetPage: (limit: number, offset: number) => void
  /** Clicks a pager button in-page and resolves once the expected rows are painted. */
  pageBy: (button: 'Next page' | 'Previous page', expected: RowsExpectation) => Promise<PaintTiming>
}

declare global {
  interface Window {
    __bench: BenchHooks
    __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown
  }
}

export function installBenchHooks(): void {
  // React's DevTools hook: the only way in to the app's QueryClient without app code. React calls
  // it on every commit; storing the root costs nothing measurable.
  let fiberRoot: { current: unknown } | undefined
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    onCommitFiberRoot: (_id: number, root: { current: unknown }) => {
      fiberRoot = root
      if (window.__bench && window.__bench.firstCommit === undefined) window.__bench.firstCommit = performance.now()
    },
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    checkDCE: () => {},
  }
  interface Fiber {
    memoizedProps?: { client?: Partial<QueryClientLike> } | null
    child: Fiber | null
    sibling: Fiber | null
  }
  const queryClient = (): QueryClientLike => {
    const stack = [fiberRoot?.current as Fiber | undefined]
    while (stack.length > 0) {
      const fiber = stack.pop()
      if (!fiber) continue
      const client = fiber.memoizedProps?.client
      if (client && typeof client.getQueryCache === 'function') return client as QueryClientLike
      stack.push(fiber.sibling ?? undefined, fiber.child ?? undefined)
    }
    throw new Error('bench: no QueryClientProvider found in the React tree')
  }
  // The page query's key ends with its request: { lastName, firstName, limit, offset }.
  const isPage = (limit: number, offset: number) => (query: QueryLike) => {
    const request = query.queryKey.at(-1) as { limit?: unknown; offset?: unknown } | undefined
    return request?.limit === limit && request.offset === offset
  }

  // The first task after the frame's paint: posted from its requestAnimationFrame at the highest
  // priority, so it runs before the tasks the page itself queued for after the paint (a
  // setTimeout from its own requestAnimationFrame, as the app's afterPaint does), which run after
  // the rows are on screen and must not count as time to them. Without the Scheduler API, a
  // message (it then runs after tasks queued before it).
  const scheduler = (window as { scheduler?: { postTask: (task: () => void, options: { priority: string }) => Promise<void> } }).scheduler
  const afterNextPaint = (callback: (frame: number, paint: number) => void) =>
    requestAnimationFrame(() => {
      const frame = performance.now()
      if (scheduler) {
        void scheduler.postTask(() => callback(frame, performance.now()), { priority: 'user-blocking' })
        return
      }
      const channel = new MessageChannel()
      channel.port1.onmessage = () => callback(frame, performance.now())
      channel.port2.postMessage(null)
    })

  const rowsMatch = (expected: RowsExpectation) => {
    const table = document.querySelector('table.authors-table[data-state="ready"]')
    // Spacer rows (a windowed long page) and skeleton rows are aria-hidden: skip them.
    const row = table?.querySelector('tbody tr:not([aria-hidden="true"])')
    if (!row) return false
    if (expected.rowCount !== undefined && table!.querySelectorAll('tbody tr:not([aria-hidden="true"])').length !== expected.rowCount)
      return false
    if (expected.firstRowIndex !== undefined && row.getAttribute('aria-rowindex') !== String(expected.firstRowIndex)) return false
    if (expected.lastNameIncludes !== undefined) {
      const text = row.querySelector('td.col-last_name')?.textContent?.toLowerCase() ?? ''
      if (!text.includes(expected.lastNameIncludes.toLowerCase())) return false
    }
    return true
  }

  // Next, there and usable (the app marks an unusable one aria-disabled; a floor's is always usable).
  const nextEnabled = () => {
    const next = document.querySelector<HTMLButtonElement>('nav button[aria-label="Next page"]')
    return next !== null && !next.disabled && next.getAttribute('aria-disabled') !== 'true'
  }

  const whenRows = (expected: RowsExpectation, startAt: () => number, withNext = false) =>
    new Promise<PaintTiming>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!rowsMatch(expected) || (withNext && !nextEnabled())) return
        observer.disconnect()
        const dom = performance.now()
        afterNextPaint((frame, paint) => resolve({ start: startAt(), dom, frame, paint }))
      })
      observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
    })

  const hooks: BenchHooks = {
    longTasks: [],
    longAnimationFrames: [],
    firstRows: undefined,
    firstScreen: undefined,
    firstCommit: undefined,
    lcp: undefined,
    fcp: undefined,
    lastClickAt: 0,
    lastInputAt: 0,
    pending: undefined,
    watchRows: (expected, startFrom) => {
      hooks.pending = whenRows(expected, () => (startFrom === 'click' ? hooks.lastClickAt : hooks.lastInputAt))
    },
    hasPage: (limit, offset) =>
      queryClient()
        .getQueryCache()
        .findAll({ predicate: isPage(limit, offset) })
        .some((query) => query.state.status === 'success'),
    forgetPage: (limit, offset) => queryClient().removeQueries({ predicate: isPage(limit, offset) }),
    pageBy: (name, expected) => {
      const button = document.querySelector<HTMLButtonElement>(`nav[aria-label="Pagination"] button[aria-label="${name}"]`)
      if (!button) return Promise.reject(new Error(`bench: no "${name}" button`))
      const pending = whenRows(expected, () => hooks.lastClickAt)
      button.click()
      return pending
    },
  }
  window.__bench = hooks

  document.addEventListener('click', (event) => (hooks.lastClickAt = event.timeStamp), true)
  document.addEventListener('input', (event) => (hooks.lastInputAt = event.timeStamp), true)

  const observe = (type: string, onEntry: (entry: PerformanceEntry) => void) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true })
    } catch {
      // An entry type this browser does not know: that figure stays empty.
    }
  }
  observe('longtask', (entry) => hooks.longTasks.push({ start: entry.startTime, duration: entry.duration }))
  observe('long-animation-frame', (entry) => hooks.longAnimationFrames.push({ start: entry.startTime, duration: entry.duration }))
  observe('largest-contentful-paint', (entry) => (hooks.lcp = entry.startTime))
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') hooks.fcp = entry.startTime
  })

  // First rows on load: watched from before the first byte of the app runs.
  void whenRows({}, () => 0).then(({ dom, frame, paint }) => (hooks.firstRows = { dom, frame, paint }))
  // The first screen complete: the rows and an enabled Next, in the same frame or a later one.
  void whenRows({}, () => 0, true).then(({ dom, frame, paint }) => (hooks.firstScreen = { dom, frame, paint }))
}
