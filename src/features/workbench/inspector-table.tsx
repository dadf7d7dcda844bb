import { useRef, useState } from 'react'
import { useFormat, useMessages } from '../../shared/i18n/language-provider'
import type { AuthorField } from '../../entities/author/flags'
import { codePointLabel, type InspectedChar } from './char-inspector'
import { en, ru } from './messages'

/**
 * How many characters the inspector lists at first, and lists more by: a long value of stray
 * spaces or punctuation (tens of thousands of rows) would otherwise be a table of all of them
 * in the task that opens Details. The first are the ones that matter most (charsToShow's order).
 */
export const INSPECTOR_ROWS = 100

/** A field's characters worth a look, as a table: the first INSPECTOR_ROWS, then more on request. */
export function InspectorTable({ field, chars }: { field: AuthorField; chars: readonly InspectedChar[] }) {
  const m = useMessages({ en, ru })
  const f = useFormat()
  // How many are listed, for these characters: another record (Previous/Next) starts at the first hundred again.
  const [listing, setListing] = useState({ of: chars, listed: INSPECTOR_ROWS })
  const listed = listing.of === chars ? listing.listed : INSPECTOR_ROWS
  const setListed = (count: number) => setListing({ of: chars, listed: count })
  const table = useRef<HTMLTableElement>(null)
  const shown = chars.slice(0, listed)
  const more = Math.min(INSPECTOR_ROWS, chars.length - shown.length)
  return (
    <>
      <table className="inspector" ref={table} tabIndex={-1}>
        <caption>
          {m.inspector}: {m.fieldLabel[field]}
        </caption>
        {chars.length === 0 ? (
          <tbody>
            <tr>
              <td>{m.inspectorNone}</td>
            </tr>
          </tbody>
        ) : (
          <>
            <thead>
              <tr>
                <th scope="col">{m.position}</th>
                <th scope="col">{m.character}</th>
                <th scope="col">{m.codePoint}</th>
                <th scope="col">{m.unicodeName}</th>
                <th scope="col">{m.note}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((item) => (
                <tr key={item.position}>
                  <td>{item.position}</td>
                  <td>
                    <span className="inspector-char" aria-hidden="true">
                      {item.char}
                    </span>
                  </td>
                  <td>
                    <code>{codePointLabel(item.codePoint)}</code>
                  </td>
                  <td>{item.name ?? `(${m.unknownName})`}</td>
                  <td>{m.notes[item.note]}</td>
                </tr>
              ))}
            </tbody>
          </>
        )}
      </table>
      {more > 0 && (
        <p className="inspector-more">
          {m.inspectorListed(shown.length, chars.length, f)}{' '}
          <button
            type="button"
            onClick={() => {
              setListed(listed + INSPECTOR_ROWS)
              // The last rows listed: the button goes, and focus stays in the table it added to.
              if (listed + INSPECTOR_ROWS >= chars.length) table.current?.focus()
            }}
          >
            {m.inspectorMore(more, f)}
          </button>
        </p>
      )}
    </>
  )
}
