import './workbench.css'
import { useId, useRef } from 'react'
import type { ReactNode } from 'react'
import { useFormat, useLang, useMessages } from '../../shared/i18n/language-provider'
import type { Flag } from '../../entities/author/flags'
import { en, ru } from './messages'
import { useRowInTabOrder } from '../../entities/author/row-parts'
import { TWIN_GLYPH } from './legend-entries'
import { useFoldedMarks } from './fold-marks'

/**
 * The twin marker and the flag marks of one row: short visible marks, full names for assistive
 * technology, and what they mean in a tip (MarkTips) on hover, tap and the row's focus. The flags are a list in a table cell; inside a card, itself an item of the list of
 * authors, they are a run of marks instead (`list` false), so the list of authors holds one item
 * per author.
 */
export function RowChecks({
  index,
  twins,
  flags,
  onShowTwins,
  list = true,
  checked,
}: {
  /** The editor's checked mark, when the record has one. */
  checked?: ReactNode
  /** The row's place on the page: its controls are in the tab order while it is the current row. */
  index: number
  twins: number
  flags: Flag[]
  onShowTwins: (opener: HTMLElement) => void
  list?: boolean
}) {
  const m = useMessages({ en, ru })
  const f = useFormat()
  const inTabOrder = useRowInTabOrder(index)
  const twinsId = useId()
  const box = useRef<HTMLDivElement>(null)
  const marks = flags.length + (twins > 1 ? 1 : 0) + (checked ? 1 : 0)
  // The set of marks measured: the flags, the marks before them, the language of their glyphs.
  const marksKey = `${useLang()}|${twins}|${checked ? 1 : 0}|${flags.map((flag) => flag.kind).join(',')}`
  const shown = useFoldedMarks(box, marks, flags.length, marksKey)
  const flagName = (flag: Flag) =>
    m.flagIn(
      m.flags[flag.kind].name,
      flag.fields.map((field) => m.field[field]),
      f,
    )
  // The marks that did not fit, as one: its tooltip names them (their names are read where they are).
  const more = (
    <span className="flag-more" aria-hidden="true" title={flags.slice(shown).map(flagName).join('; ')}>
      +{f.number(flags.length - shown)}
    </span>
  )
  return (
    <div className="row-checks" ref={box}>
      {checked}
      {twins > 1 && (
        // The twin mark is itself the button that shows them all: one small control, so the
        // row stays one line. Named by what it does; the count is its description.
        <span className="twin-group">
          <button
            type="button"
            className="twin-mark"
            aria-label={m.showTwins}
            aria-describedby={twinsId}
            tabIndex={inTabOrder ? undefined : -1}
            onClick={(event) => onShowTwins(event.currentTarget)}
          >
            <span aria-hidden="true">
              {TWIN_GLYPH}
              {f.number(twins)}
            </span>
          </button>
          <span id={twinsId} className="visually-hidden">
            {m.twins(twins, f)}
          </span>
        </span>
      )}
      {flags.length > 0 &&
        (list ? (
          <ul className="flag-marks">
            {flags.map((flag, index) => (
              // A mark folded into "+n" keeps its name (read, and explained by the row's tips).
              <li key={flag.kind} className={index < shown ? 'flag-mark' : 'flag-mark flag-folded'} data-flag={flag.kind}>
                <span aria-hidden="true">{m.flags[flag.kind].mark}</span>
                <span className="visually-hidden">{flagName(flag)}</span>
              </li>
            ))}
            {shown < flags.length && <li aria-hidden="true">{more}</li>}
          </ul>
        ) : (
          <span className="flag-marks">
            {flags.map((flag, index) => (
              <span key={flag.kind} className={index < shown ? 'flag-mark' : 'flag-mark flag-folded'} data-flag={flag.kind}>
                <span aria-hidden="true">{m.flags[flag.kind].mark}</span>
                {/* A pause between the names, which are not list items here. */}
                <span className="visually-hidden">{index < flags.length - 1 ? `${flagName(flag)};` : flagName(flag)}</span>
              </span>
            ))}
            {shown < flags.length && more}
          </span>
        ))}
    </div>
  )
}
