import './workbench.css'
import { useRef, useState } from 'react'
import type { Author } from '../../shared/api/contract'
import { useFormat, useMessages } from '../../shared/i18n/language-provider'
import type { Lang } from '../../shared/i18n/lang'
import { findFlags, type Flag } from '../../entities/author/flags'
import { en, ru } from './messages'
import { countTwins } from '../../entities/author/twins'
import * as rowWords from '../../entities/author/row-messages'
import { CopyButton, type CopyResult } from '../../shared/lib/copy-button'
import { useKeepInView, useLightDismiss } from '../../shared/lib/keep-in-view'
import { LegendEntries } from './legend-entries'

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
