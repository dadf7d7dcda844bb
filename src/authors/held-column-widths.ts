import { useLayoutEffect, useRef, type RefObject } from 'react'

/**
 * With only some rows rendered, automatic table layout would size the columns to whichever rows
 * are in the DOM, and they would shift sideways while scrolling. So on a windowed page the widths
 * that its first rendered rows give are measured and then held (fixed table layout) until the
 * page or the window's size changes. The widths go straight onto the <col> elements: they are
 * layout, not state, and holding them must not cost a render.
 */
export function useHeldColumnWidths(pageKey: string | undefined): RefObject<HTMLTableElement | null> {
  const table = useRef<HTMLTableElement>(null)
  useLayoutEffect(() => {
    const element = table.current
    if (!element) return
    const cols = [...element.querySelectorAll('col')]
    const release = () => {
      element.style.tableLayout = ''
      for (const col of cols) col.style.width = ''
    }
    const hold = () => {
      release()
      const widths = [...element.querySelectorAll('thead th')].map((cell) => cell.getBoundingClientRect().width)
      if (!widths.some((width) => width > 0)) return
      cols.forEach((col, index) => (col.style.width = `${widths[index] ?? 0}px`))
      element.style.tableLayout = 'fixed'
    }
    if (pageKey === undefined) return release()
    hold()
    // Printing lays every row out on paper of its own width: let the columns size themselves.
    window.addEventListener('resize', hold)
    window.addEventListener('beforeprint', release)
    window.addEventListener('afterprint', hold)
    return () => {
      window.removeEventListener('resize', hold)
      window.removeEventListener('beforeprint', release)
      window.removeEventListener('afterprint', hold)
      release()
    }
  }, [pageKey])
  return table
}
