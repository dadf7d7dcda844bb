import './list-states.css'
import { useId } from 'react'
import { useMessages } from '../../../shared/i18n/language-provider'
import { en, ru } from './fault-messages'
import type { RepeatedUid } from './repeated-uids'

/** Names each repeated uid and its rows; the rows themselves are all shown, as received. */
export function RepeatedUidsNotice({ repeated }: { repeated: readonly RepeatedUid[] }) {
  const titleId = useId()
  const m = useMessages({ en, ru })
  if (repeated.length === 0) return null
  return (
    <section className="notice notice-data-problem" aria-labelledby={titleId}>
      <h2 id={titleId}>
        <span aria-hidden="true">⚠ </span>
        {m.repeatedTitle}
      </h2>
      <p>{m.repeatedIntro}</p>
      <ul>
        {repeated.map(({ uid, rows }) => (
          <li key={uid}>{m.repeatedUid(uid, rows)}</li>
        ))}
      </ul>
    </section>
  )
}
