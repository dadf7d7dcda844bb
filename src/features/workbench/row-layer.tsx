import './workbench.css'
import type { Author } from '../../shared/api/contract'
import { useFormat, useMessages } from '../../shared/i18n/language-provider'
import type { Lang } from '../../shared/i18n/lang'
import { FLAG_KINDS, findFlags, type Flag } from '../../entities/author/flags'
import * as firstLoad from './first-load-messages'
import { en, ru } from './messages'
import { countTwins } from '../../entities/author/twins'

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
 * technology. The flags are a list in a table cell; inside a card, itself an item of the list of
 * authors, they are a run of marks instead (`list` false), so the list of authors holds one item
 * per author.
 */
export function RowChecks({
  twins,
  flags,
  onShowTwins,
  list = true,
}: {
  twins: number
  flags: Flag[]
  onShowTwins: (opener: HTMLElement) => void
  list?: boolean
}) {
  const m = useMessages({ en, ru })
  const f = useFormat()
  const flagName = (flag: Flag) =>
    m.flagIn(
      m.flags[flag.kind].name,
      flag.fields.map((field) => m.field[field]),
      f,
    )
  return (
    <div className="row-checks">
      {twins > 1 && (
        <span className="twin-group">
          <span className="twin-mark" title={m.twins(twins, f)}>
            <span aria-hidden="true">⧉{f.number(twins)}</span>
            <span className="visually-hidden">{m.twins(twins, f)}</span>
          </span>
          <button type="button" className="link-button" aria-label={m.showTwins} onClick={(event) => onShowTwins(event.currentTarget)}>
            {m.showTwinsShort}
          </button>
        </span>
      )}
      {flags.length > 0 &&
        (list ? (
          <ul className="flag-marks">
            {flags.map((flag) => (
              <li key={flag.kind} className="flag-mark" data-flag={flag.kind} title={flagName(flag)}>
                <span aria-hidden="true">{m.flags[flag.kind].mark}</span>
                <span className="visually-hidden">{flagName(flag)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <span className="flag-marks">
            {flags.map((flag, index) => (
              <span key={flag.kind} className="flag-mark" data-flag={flag.kind} title={flagName(flag)}>
                <span aria-hidden="true">{m.flags[flag.kind].mark}</span>
                {/* A pause between the names, which are not list items here. */}
                <span className="visually-hidden">{index < flags.length - 1 ? `${flagName(flag)};` : flagName(flag)}</span>
              </span>
            ))}
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
  return (
    <div className="page-checks">
      <p>
        {m.flaggedRows(analysis.flaggedRows, rows, f)}
        {analysis.twinRows > 0 && ` ${m.twinRows(analysis.twinRows, f)}`}
      </p>
      <details className="legend">
        <summary>{m.legend}</summary>
        <dl>
          <div>
            <dt>
              <span className="twin-mark" aria-hidden="true">
                ⧉2
              </span>{' '}
              {m.twins(2, f)}
            </dt>
            <dd>{m.twinLegend}</dd>
          </div>
          {FLAG_KINDS.map((kind) => (
            <div key={kind}>
              <dt>
                <span className="flag-mark" aria-hidden="true">
                  {m.flags[kind].mark}
                </span>{' '}
                <span>{m.flags[kind].name}</span>
              </dt>
              <dd>{m.flags[kind].explanation}</dd>
            </div>
          ))}
        </dl>
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
 * record, the copy confirmations (a polite live region, shown too) and the shortcuts hint.
 */
export function WorkbenchBar({
  analysis,
  status,
  missing,
}: {
  analysis: PageAnalysis | undefined
  status: string
  missing: string | undefined
}) {
  const m = useMessages({ en, ru })
  return (
    <>
      {analysis && analysis.flags.length > 0 && <PageChecks analysis={analysis} />}
      {missing !== undefined && (
        <p className="notice" role="alert">
          {m.notOnPage(missing)}
        </p>
      )}
      <p className="workbench-status" aria-live="polite" aria-atomic="true">
        {status}
      </p>
      <p className="search-hint">{useMessages({ en: firstLoad.en, ru: firstLoad.ru }).shortcutsHint}</p>
    </>
  )
}
