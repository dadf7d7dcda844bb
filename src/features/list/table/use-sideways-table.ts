import { useLayoutEffect, type RefObject } from 'react'

/**
 * The table's own sideways region. While the table fits its region, the region is no scroller at
 * all, so the header cells stick to the top of the viewport with CSS alone. Where the columns
 * cannot all fit (a long name on the page, a narrow window), the region scrolls sideways
 * (`data-sideways`); a scroller between the header cells and the document would end their
 * sticking, so they are moved down with the page instead (`--head-y`), never past the table's
 * last row. Measured in the ResizeObserver's callbacks: its first comes after the browser's own
 * first layout of the table and before that frame is painted (a change it makes is laid out again
 * in the same frame), so the table is never drawn wider than the page, and no layout is forced
 * inside React's commit (a read there made the cold load's first layout early: about 40 ms).
 */
export function useSidewaysTable(region: RefObject<HTMLElement | null>, table: RefObject<HTMLTableElement | null>) {
  useLayoutEffect(() => {
    const scroller = region.current
    const grid = table.current
    if (!scroller || !grid || typeof ResizeObserver === 'undefined') return
    let sideways = false
    const follow = () => {
      if (!sideways) return
      const top = grid.getBoundingClientRect().top
      const room = grid.offsetHeight - (grid.tHead?.offsetHeight ?? 0)
      grid.style.setProperty('--head-y', `${Math.max(0, Math.min(-top, room))}px`)
    }
    const measure = () => {
      const next = grid.getBoundingClientRect().width > scroller.clientWidth + 0.5
      if (next !== sideways) {
        sideways = next
        scroller.toggleAttribute('data-sideways', next)
        // A region that scrolls is one a keyboard can reach and scroll, named after its table.
        if (next) {
          scroller.setAttribute('role', 'region')
          scroller.setAttribute('aria-label', grid.caption?.textContent ?? '')
          scroller.setAttribute('tabindex', '0')
        } else {
          for (const name of ['role', 'aria-label', 'tabindex']) scroller.removeAttribute(name)
        }
        if (!next) grid.style.removeProperty('--head-y')
      }
      follow()
    }
    // No measure here: the observer's first callback, after the frame's layout, is the first.
    const observer = new ResizeObserver(measure)
    observer.observe(scroller)
    observer.observe(grid)
    window.addEventListener('scroll', follow, { passive: true })
    return () => {
      observer.disconnect()
      window.removeEventListener('scroll', follow)
    }
  }, [region, table])
}
