/**
 * Shows an API string exactly as received, as text. Whitespace that HTML would hide (leading,
 * trailing, doubled, tabs, non-breaking spaces) stays in the text and is marked so an editor can
 * see it; the cell's text content is still the string itself.
 */
const HIDDEN_WHITESPACE = /^\s+|\s+$|\s{2,}|[^\S ]/g

export function AuthorText({ value }: { value: string | null }) {
  if (value === null) {
    return (
      <span className="value-null" title="No value (null)">
        null
      </span>
    )
  }
  if (value === '') {
    return (
      <span className="value-empty" title="Empty text">
        empty
      </span>
    )
  }
  const parts: Array<{ text: string; whitespace: boolean }> = []
  let last = 0
  for (const match of value.matchAll(HIDDEN_WHITESPACE)) {
    if (match.index > last) parts.push({ text: value.slice(last, match.index), whitespace: false })
    parts.push({ text: match[0], whitespace: true })
    last = match.index + match[0].length
  }
  if (parts.length === 0) return <>{value}</>
  if (last < value.length) parts.push({ text: value.slice(last), whitespace: false })
  return (
    <>
      {parts.map((part, index) =>
        part.whitespace ? (
          <span key={index} className="value-whitespace" title={describeWhitespace(part.text)}>
            {part.text}
          </span>
        ) : (
          part.text
        ),
      )}
    </>
  )
}

function describeWhitespace(text: string): string {
  const names = new Set<string>()
  for (const char of text) {
    if (char === ' ') names.add('space')
    else if (char === '\u00a0') names.add('non-breaking space')
    else if (char === '\t') names.add('tab')
    else names.add(`U+${char.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`)
  }
  const count = [...text].length
  return `${count} whitespace character${count === 1 ? '' : 's'} (${[...names].join(', ')})`
}
