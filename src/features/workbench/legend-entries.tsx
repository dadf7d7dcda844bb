import { useFormat, useMessages } from '../../shared/i18n/language-provider'
import { FLAG_KINDS } from '../../entities/author/flags'
import { en, ru } from './messages'

/**
 * The twin mark's glyph: "≡", identical to. In DejaVu and Liberation, the fonts a Debian browser
 * has (the earlier "⧉" is in neither and showed as an empty box); a browser test checks it draws.
 */
export const TWIN_GLYPH = '≡'

/** What each mark means: the legend's entries. */
export function LegendEntries() {
  const m = useMessages({ en, ru })
  const f = useFormat()
  return (
    <dl>
      <div>
        <dt>
          <span className="twin-mark" aria-hidden="true">
            {TWIN_GLYPH}2
          </span>{' '}
          {m.twins(2, f)}
        </dt>
        <dd>{m.twinLegend}</dd>
      </div>
      <div>
        <dt>
          <span className="value-script" aria-hidden="true">
            A
          </span>{' '}
          {m.scriptLegendName}
        </dt>
        <dd>{m.scriptLegend}</dd>
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
  )
}
