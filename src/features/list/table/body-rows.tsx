import type { ReactNode } from 'react'
import { DEFAULT_ROW_PX } from './first-window'

const SKELETON_ROWS = 8

/** The loading rows: the table's shape, before its first page has come. */
export function SkeletonRows({ columns }: { columns: number }) {
  return Array.from({ length: SKELETON_ROWS }, (_, row) => (
    // Keys apart from the rows' own, so real rows arrive as new nodes rather than moving skeleton
    // ones (which Lighthouse would count as a layout shift).
    <tr key={`skeleton-${row}`} className={row % 2 ? 'skeleton-row row-alt' : 'skeleton-row'} aria-hidden="true">
      {Array.from({ length: columns }, (_, cell) => (
        <td key={cell}>
          <span className="skeleton" />
        </td>
      ))}
    </tr>
  ))
}

/**
 * A page's first `shown` rows and, below them, a spacer as tall as its other rows would be: a long
 * page's until the windowing arrives, the document's first page's until its first paint.
 */
export function FirstRows({
  length,
  shown,
  columns,
  renderRow,
}: {
  length: number
  shown: number
  columns: number
  renderRow: (index: number) => ReactNode
}) {
  return (
    <>
      {Array.from({ length: shown }, (_, index) => renderRow(index))}
      {shown < length && (
        <tr className="spacer-row" aria-hidden="true">
          <td colSpan={columns} style={{ height: (length - shown) * DEFAULT_ROW_PX }} />
        </tr>
      )}
    </>
  )
}
