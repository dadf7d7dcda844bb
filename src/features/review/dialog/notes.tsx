import type { Format } from '../../../shared/i18n/format'
import type { en } from '../messages'
import type { ReviewData } from '../use-review-job'

/** What the reader met that the editor should know: a list that changed while read, a lying count, a directory changed since. */
export function Notes({
  data,
  countNow,
  onReadAgain,
  m,
  f,
}: {
  data: ReviewData
  countNow: number | undefined
  onReadAgain: () => void
  m: typeof en
  f: Format
}) {
  const notes = [
    data.repeated ? m.repeated : data.unsettled ? m.unsettled : data.changed ? m.changedWhileRead : undefined,
    data.cutShort?.kind === 'fewer' ? m.cutFewer(data.cutShort.said, data.cutShort.got, f) : undefined,
    data.cutShort?.kind === 'more' ? m.cutMore(data.cutShort.said, data.cutShort.got, f) : undefined,
  ].filter((note): note is string => note !== undefined)
  const changedSince = countNow !== undefined && countNow !== data.count
  if (notes.length === 0 && !changedSince) return null
  return (
    <div className="notice review-notes">
      {notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
      {changedSince && (
        <p>
          {m.changedSince(data.count, countNow, f)}{' '}
          <button type="button" onClick={onReadAgain}>
            {m.readAgain}
          </button>
        </p>
      )}
    </div>
  )
}
