import './workbench.css'
import { useId, useRef, useState } from 'react'
import type { ReactNode } from 'react'
import type { Author } from '../../shared/api/contract'
import { useFormat, useLang, useMessages } from '../../shared/i18n/language-provider'
import type { Lang } from '../../shared/i18n/lang'
import { findFlags, type Flag } from '../../entities/author/flags'
import { en, ru } from './messages'
import { countTwins } from '../../entities/author/twins'
import * as rowWords from '../../entities/author/row-messages'
import { useRowInTabOrder } from '../../entities/author/row-parts'
import { CopyButton, type CopyResult } from '../../shared/lib/copy-button'
import { useKeepInView, useLightDismiss } from '../../shared/lib/keep-in-view'
import { LegendEntries, TWIN_GLYPH } from './legend-entries'
import { useFoldedMarks } from './fold-marks'

/**
 * What the rows need beyond their text: twin counts, flags, the marks and the page's summary.
 * Loaded with import() beside the first page's request, so none of it weighs on the first load.
 */
export interface PageAnalysis {
  twins: number[]
  flags: Flag[][]
  flaggedRows: number
  twinRows: number
}

const analyses = new WeakMap<readonly Author[], PageAnalysis>()

/** The page's analysis, made once per page (a page is an answer's `results`, kept by the query cache). */
export function analysisOf(authors: readonly Author[]): PageAnalysis {
  let analysis = analyses.get(authors)
  if (!analysis) {
    analysis = analysePage(authors)
    analyses.set(authors, analysis)
  }
  return analysis
}

export function analysePage(authors: readonly Author[]): PageAnalysis {
  const twins = countTwins(authors)
  const flags = authors.map(findFlags)
  return {
    twins,
    flags,
    flaggedRows: flags.filter((found) => found.length > 0).length,
    twinRows: twins.filter((size) => size > 1).length,
  }
}

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

/** How many rows of the page have flags or twins, and the legend of the marks. */
export function PageChecks({ analysis }: { analysis: PageAnalysis }) {
  const m = useMessages({ en, ru })
  const f = useFormat()
  const rows = analysis.flags.length
  // The legend opens as a popover under its summary, over the rows (never pushing them down), kept
  // inside the viewport and above the pinned pager; the summary closes it again, as do Escape and
  // a press or focus outside.
  const [open, setOpen] = useState(false)
  // Its entries (sixty-odd elements) are drawn when it is first opened, not with every page: the
  // summary's click draws them in the frame that opens it, the toggle covers any other opening.
  const [opened, setOpened] = useState(false)
  const legend = useRef<HTMLDetailsElement>(null)
  const summary = useRef<HTMLElement>(null)
  const entries = useRef<HTMLDivElement>(null)
  const close = () => {
    if (legend.current) legend.current.open = false
  }
  useLightDismiss(entries, summary, open, close)
  useKeepInView(entries, open, { fitHeight: true })
  const counts = (
    <>
      {m.flaggedRows(analysis.flaggedRows, rows, f)}
      {analysis.twinRows > 0 && ` ${m.twinRows(analysis.twinRows, f)}`}
    </>
  )
  // One line, cut short where the screen is narrow (the bar's room is one line, held before the
  // workbench arrives, so the rows never move down when it does); the legend repeats it whole.
  return (
    <div className="page-checks">
      <p className="page-checks-line">{counts}</p>
      <details
        ref={legend}
        className="legend"
        onToggle={(event) => {
          setOpen(event.currentTarget.open)
          if (event.currentTarget.open) setOpened(true)
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation()
            close()
            summary.current?.focus()
          }
        }}
      >
        <summary ref={summary} onClick={() => setOpened(true)}>
          {m.legend}
        </summary>
        {/* Focusable and named: where the screen is short it scrolls, and the keys must reach it. */}
        <div ref={entries} className="legend-popover" role="region" aria-label={m.legend} tabIndex={0}>
          {/* Read already in the line above; here for the eyes, where that line is cut short. */}
          {open && <p aria-hidden="true">{counts}</p>}
          {opened && <LegendEntries />}
        </div>
      </details>
    </div>
  )
}

export type CopyKind = 'uid' | 'json' | 'tsv'

/** What a copy announces: what was copied, or that the browser refused. */
export function copyAnnouncement(lang: Lang, kind: CopyKind, author: Author, ok: boolean): string {
  const m = lang === 'ru' ? ru : en
  if (!ok) return m.copyFailed
  const name = author.public_name.trim() || author.uid
  return kind === 'uid' ? m.copiedUid(author.uid) : kind === 'json' ? m.copiedJson(name) : m.copiedTsv(name)
}

/**
 * Above the table: how many rows have flags or twins with the legend, a link that found no
 * record. (Copies are confirmed at their buttons; the shortcuts hint is the page's to place.)
 */
export function WorkbenchBar({ analysis, missing }: { analysis: PageAnalysis | undefined; missing: string | undefined }) {
  const m = useMessages({ en, ru })
  return (
    <>
      {analysis && analysis.flags.length > 0 && <PageChecks analysis={analysis} />}
      {missing !== undefined && (
        <p className="notice" role="alert">
          {m.notOnPage(missing)}
        </p>
      )}
    </>
  )
}

/** A row's copy button: its glyph, named "Copy UID" (and its tooltip), confirming at itself. */
export function RowCopyUid({ tabIndex, copy }: { tabIndex: number | undefined; copy: () => Promise<CopyResult> }) {
  const m = useMessages({ en: rowWords.en, ru: rowWords.ru })
  return <CopyButton copy={copy} label={m.copyUid} title={m.copyUid} tabIndex={tabIndex} data-copy-uid="" />
}
