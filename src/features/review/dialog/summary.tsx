import type { Format } from '../../../shared/i18n/format'
import { useMessages } from '../../../shared/i18n/language-provider'
import * as flagWords from '../../../entities/author/flag-messages'
import { FLAG_KINDS } from '../../../entities/author/flags'
import { readLocationSearch } from '../../../shared/lib/location'
import { MarksPanel } from '../decisions/marks-panel'
import { findingsCounts } from '../findings-counts'
import { DuplicateKinds } from '../group-reason'
import { writeReviewPlace } from '../review-url'
import type { en } from '../messages'
import type { ReviewPlace } from '../review-place'
import type { ReviewData } from '../use-review-job'

/** The summary: records read, each list with its count, a link to each list that holds something. */
export function Summary({
  data,
  onGo,
  saveFile,
  m,
  f,
}: {
  data: ReviewData
  onGo: (place: ReviewPlace) => void
  saveFile: (blob: Blob, name: string) => Promise<void>
  m: typeof en
  f: Format
}) {
  const flagNames = useMessages(flagWords)
  const { findings } = data
  const { twinRecords, duplicateRecords } = findingsCounts(findings)
  const nothing =
    findings.twins.length === 0 && findings.duplicates.length === 0 && FLAG_KINDS.every((kind) => findings.flags[kind].length === 0)
  // A list with nothing in it is named, not linked: there is nowhere to go.
  const entry = (view: ReviewPlace['view'], name: string, size: number, count: string, hint?: string) => (
    <li key={view}>
      {size === 0 ? (
        <span className="review-entry-empty">{name}</span>
      ) : (
        <a
          href={writeReviewPlace(readLocationSearch(), { view, page: 1 })}
          onClick={(event) => {
            event.preventDefault()
            onGo({ view, page: 1 })
          }}
        >
          {name}
        </a>
      )}
      : <span className="review-count">{count}</span>
      {hint && <span className="review-hint"> {hint}</span>}
    </li>
  )
  return (
    <section className="review-summary" aria-labelledby="review-summary-heading">
      <h3 id="review-summary-heading" data-review-heading tabIndex={-1}>
        {m.summary}
      </h3>
      <p className="review-read">{m.recordsRead(findings.records, f)}</p>
      {data.foundByKey > 0 && <p className="review-by-key-count">{m.foundByKeyCount(data.foundByKey, f)}</p>}
      {nothing && <p>{m.nothingFound}</p>}
      <ul className="review-entries">
        {entry('twins', m.twins, findings.twins.length, m.groupsOf(findings.twins.length, twinRecords, f), m.twinsHint)}
        {entry(
          'duplicates',
          m.duplicates,
          findings.duplicates.length,
          m.groupsOf(findings.duplicates.length, duplicateRecords, f),
          m.duplicatesHint,
        )}
      </ul>
      <DuplicateKinds findings={findings} />
      <h4>{m.flagsHeading}</h4>
      <ul className="review-entries">
        {FLAG_KINDS.map((kind) =>
          entry(kind, flagNames[kind].name, findings.flags[kind].length, m.flagged(findings.flags[kind].length, f)),
        )}
      </ul>
      <MarksPanel saveFile={saveFile} f={f} />
    </section>
  )
}
