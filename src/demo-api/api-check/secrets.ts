/**
 * What api-check must never print or write: the values of `--header` and `--cookie`, and any
 * `user:password@` in `--api`. Every text that leaves the command (its output, `--json`,
 * `--junit`, a recording's source) goes through `hide`, which replaces each secret with `***`.
 */

export const HIDDEN = '***'

/** A header to send with every request, `Name: value`; the value is a secret. */
export interface SentHeader {
  name: string
  value: string
}

/** `Name: value`, as curl takes it; throws an Error that names the header, never its value. */
export function parseHeader(raw: string, flag = '--header'): SentHeader {
  const colon = raw.indexOf(':')
  // No colon: no name (slice(0, 0)).
  const name = raw.slice(0, Math.max(colon, 0)).trim()
  if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) {
    throw new Error(`${flag} wants "Name: value", such as "Authorization: Token …"; what was given has no header name before a colon`)
  }
  const value = raw.slice(colon + 1).trim()
  if (value === '') throw new Error(`${flag} ${name} has no value`)
  if (/[\r\n\0]/.test(value)) throw new Error(`${flag} ${name}: its value holds a line break or NUL`)
  return { name, value }
}

/** The `user:password@` of an address replaced, e.g. `https://***@host/`; anything not an address as it is. */
export function hideUserInfo(text: string): string {
  return text.replace(/(\b[a-z][a-z0-9+.-]*:\/\/)[^/?#@\s]*@/gi, `$1${HIDDEN}@`)
}

export class Secrets {
  readonly #values: string[]

  constructor(values: readonly string[]) {
    // Longest first, so that a secret holding another is hidden whole.
    this.#values = [...new Set(values.filter((value) => value.length > 0))].sort((a, b) => b.length - a.length)
  }

  /** The text with every secret, and any `user:password@` of an address, replaced by `***`. */
  hide(text: string): string {
    let out = hideUserInfo(text)
    for (const value of this.#values) out = out.split(value).join(HIDDEN)
    return out
  }
}
