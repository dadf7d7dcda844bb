import type { Format } from '../../../shared/i18n/format'
import { useMessages } from '../../../shared/i18n/language-provider'
import { en, ru } from '../decisions/messages'
import type { ReviewListModel } from './use-review-list'

/** The list's switches: show the groups already decided (with how many there are), and only what is not checked yet. */
export function ListSwitches({ list, f }: { list: ReviewListModel; f: Format }) {
  const m = useMessages({ en, ru })
  return (
    <div className="review-switches">
      {list.grouped && (
        <p>
          <label>
            <input
              type="checkbox"
              role="switch"
              checked={list.showDecided}
              onChange={(event) => list.setShowDecided(event.target.checked)}
            />{' '}
            {m.showDecided}
          </label>{' '}
          {list.decided > 0 && (
            <span className="review-hint">{list.showDecided ? m.decidedShown(list.decided, f) : m.decidedHidden(list.decided, f)}</span>
          )}
        </p>
      )}
      <p>
        <label>
          <input
            type="checkbox"
            role="switch"
            checked={list.notCheckedOnly}
            onChange={(event) => list.setNotCheckedOnly(event.target.checked)}
          />{' '}
          {m.notCheckedYet}
        </label>
      </p>
      {list.unsaved && <p className="notice">{m.marksUnsaved}</p>}
    </div>
  )
}
