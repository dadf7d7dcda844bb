// @vitest-environment jsdom
import { act, render } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useSidewaysTable } from '../../../../../src/features/list/table/use-sideways-table'

/**
 * The sideways measure reads layout only in the ResizeObserver's callbacks, which the browser
 * runs after its own layout of the frame: a read during React's commit forced the cold load's
 * first layout early (about 40 ms in the profile). jsdom has no layout and no observer, so the
 * observer here is a stand-in the test calls back as the browser would, and the table's width
 * and the region's room are set per test.
 */
class StandInObserver {
  static all: StandInObserver[] = []
  observed: Element[] = []
  constructor(readonly callback: ResizeObserverCallback) {
    StandInObserver.all.push(this)
  }
  observe(target: Element) {
    this.observed.push(target)
  }
  unobserve() {}
  disconnect() {
    this.observed = []
  }
  /** The browser's callback after a frame's layout: one entry for each observed element. */
  deliver() {
    const entries = this.observed.map((target) => ({ target }) as ResizeObserverEntry)
    if (entries.length) this.callback(entries, this as unknown as ResizeObserver)
  }
}

let tableWidth = 0
let regionWidth = 0
let layoutReads = 0

function Table() {
  const region = useRef<HTMLDivElement>(null)
  const grid = useRef<HTMLTableElement>(null)
  useSidewaysTable(region, grid)
  return (
    <div data-testid="region" ref={region}>
      <table ref={grid}>
        <caption>Non-active authors</caption>
        <tbody>
          <tr>
            <td>Fontaine</td>
          </tr>
        </tbody>
      </table>
    </div>
  )
}

beforeEach(() => {
  StandInObserver.all = []
  layoutReads = 0
  vi.stubGlobal('ResizeObserver', StandInObserver)
  vi.spyOn(HTMLTableElement.prototype, 'getBoundingClientRect').mockImplementation(() => {
    layoutReads += 1
    return { width: tableWidth, top: 0 } as DOMRect
  })
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => {
    layoutReads += 1
    return regionWidth
  })
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const deliverAll = () => act(() => StandInObserver.all.forEach((observer) => observer.deliver()))

describe('useSidewaysTable', () => {
  it.each([
    ['wider than its region: it scrolls sideways', 1400, 1024, true],
    ['as wide as its region: it does not', 1024, 1024, false],
    ['narrower than its region: it does not', 900, 1280, false],
  ])('reads no layout while React commits, only in the observer’s first callback; a table %s', (_, table, room, sideways) => {
    tableWidth = table
    regionWidth = room
    const { getByTestId } = render(<Table />)
    const region = getByTestId('region')
    expect(layoutReads).toBe(0)
    expect(StandInObserver.all.flatMap((observer) => observer.observed)).toHaveLength(2)
    expect(region.hasAttribute('data-sideways')).toBe(false)

    deliverAll()
    expect(layoutReads).toBeGreaterThan(0)
    expect(region.hasAttribute('data-sideways')).toBe(sideways)
    expect(region.getAttribute('role')).toBe(sideways ? 'region' : null)
    expect(region.getAttribute('aria-label')).toBe(sideways ? 'Non-active authors' : null)
    expect(region.getAttribute('tabindex')).toBe(sideways ? '0' : null)
  })

  it('follows a resize both ways, and stops observing when the table goes', () => {
    tableWidth = 1400
    regionWidth = 1024
    const { getByTestId, unmount } = render(<Table />)
    const region = getByTestId('region')
    deliverAll()
    expect(region.hasAttribute('data-sideways')).toBe(true)
    regionWidth = 1600
    deliverAll()
    expect(region.hasAttribute('data-sideways')).toBe(false)
    expect(region.getAttribute('role')).toBeNull()
    unmount()
    expect(StandInObserver.all.flatMap((observer) => observer.observed)).toHaveLength(0)
  })
})
