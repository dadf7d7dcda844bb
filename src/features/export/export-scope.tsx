import { useId, type ReactNode } from 'react'
import type { ExportFormat } from './file-name'
import { FORMAT_NAMES } from './messages'

/** Excel first: it is what most editors open a file with. */
const FORMATS: readonly ExportFormat[] = ['xlsx', 'csv', 'json']

/**
 * One scope of the export (the current page, or all matches): its name and size, and a button a
 * format. The buttons show the format; their names say the scope too ("All matches as CSV").
 */
export function ExportScope({
  title,
  detail,
  nameOf,
  busy,
  onChoose,
}: {
  title: string
  detail: ReactNode
  /** The accessible name of the button for `format`. */
  nameOf: (format: ExportFormat) => string
  /** Given: the buttons say whether they wait (`aria-disabled`) and do nothing while they do. */
  busy?: boolean
  onChoose: (format: ExportFormat) => void
}) {
  const labelId = useId()
  return (
    <div className="export-choice" role="group" aria-labelledby={labelId}>
      <p id={labelId}>
        <strong>{title}</strong> · {detail}
      </p>
      {FORMATS.map((format) => (
        <button
          key={format}
          type="button"
          aria-label={nameOf(format)}
          aria-disabled={busy}
          onClick={busy ? undefined : () => onChoose(format)}
        >
          {FORMAT_NAMES[format]}
        </button>
      ))}
    </div>
  )
}
