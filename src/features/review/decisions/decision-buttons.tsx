import { useMessages } from '../../../shared/i18n/language-provider'
import type { Verdict } from '../../../entities/author/editor-marks/marks'
import type { GroupStatus } from './decision-status'
import { en, ru } from './messages'

const VERDICTS: readonly Verdict[] = ['same-person', 'different-people']

/**
 * A group's decision: "Same person" and "Different people", pressed or not (pressing the pressed
 * one takes the decision back), and what was decided, or that the group changed since.
 */
export function DecisionButtons({
  status,
  labelledBy,
  onDecide,
}: {
  status: GroupStatus
  /** The group's heading: the buttons' group is named after it. */
  labelledBy: string
  onDecide: (verdict: Verdict | undefined) => void
}) {
  const m = useMessages({ en, ru })
  const decided = status.state === 'decided' ? status.verdict : undefined
  return (
    <div className="review-decision">
      <div role="group" aria-labelledby={labelledBy} className="review-decision-buttons">
        {VERDICTS.map((verdict) => (
          <button
            key={verdict}
            type="button"
            aria-pressed={decided === verdict}
            onClick={() => onDecide(decided === verdict ? undefined : verdict)}
          >
            {m.verdicts[verdict]}
          </button>
        ))}
      </div>
      {status.state === 'decided' && <p className="review-decided">{m.decided(m.verdicts[status.verdict])}</p>}
      {status.state === 'stale' && (
        <p className="review-stale">
          <span aria-hidden="true">⚠ </span>
          <strong>{m.changedSince}</strong>: {m.changedSinceWas(m.verdicts[status.verdict])}
        </p>
      )}
    </div>
  )
}
