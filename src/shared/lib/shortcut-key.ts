/**
 * Which shortcut a key press means, by the key's place on the keyboard, so the shortcuts work on a
 * Russian layout (where the J key types "о" and the "/" key types ".") as they do on an English one.
 *
 * - A key whose character is itself a shortcut ("j", "/", "?") is that shortcut, wherever the
 *   layout puts it: an English keyboard, and a Latin layout such as Dvorak or AZERTY, keep their
 *   letters' meaning.
 * - Any other Latin letter is no shortcut (a Latin layout has said what the key means).
 * - Otherwise (a Cyrillic letter, or punctuation that a non-Latin layout puts on a shortcut's key)
 *   the physical key (`KeyboardEvent.code`) decides: KeyJ is "j", Slash is "/" and, with Shift, "?".
 *   Where the browser gives no code (a synthetic event), a Russian ЙЦУКЕН letter is read by its place.
 */
export type ShortcutKey = 'j' | 'k' | 'g' | 'c' | '/' | '?'

const SHORTCUT_CHARS: ReadonlySet<string> = new Set<ShortcutKey>(['j', 'k', 'g', 'c', '/', '?'])

/** The physical keys of the shortcuts (US positions), without and with Shift. */
const BY_CODE: Record<string, readonly [ShortcutKey | undefined, ShortcutKey | undefined]> = {
  KeyJ: ['j', undefined],
  KeyK: ['k', undefined],
  KeyG: ['g', undefined],
  KeyC: ['c', undefined],
  Slash: ['/', '?'],
}

/** The Russian ЙЦУКЕН characters on the shortcuts' keys, for an event without a code. */
const RUSSIAN_KEYS: Readonly<Record<string, ShortcutKey>> = { о: 'j', л: 'k', п: 'g', с: 'c', '.': '/', ',': '?' }

const LATIN_LETTER = /^[a-z]$/i

export function shortcutKey(event: Pick<KeyboardEvent, 'key' | 'shiftKey'> & { code?: string | undefined }): ShortcutKey | undefined {
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key
  // Shift+J is not "j": the shortcuts are plain letters (a capital is typed, not pressed as a shortcut).
  if (SHORTCUT_CHARS.has(key)) return LATIN_LETTER.test(event.key) && event.shiftKey ? undefined : (key as ShortcutKey)
  if (LATIN_LETTER.test(key)) return undefined
  const byCode = event.code ? BY_CODE[event.code] : undefined
  if (byCode) return byCode[event.shiftKey ? 1 : 0]
  if (event.code) return undefined
  const russian = RUSSIAN_KEYS[key]
  // "," is Shift and the "/" key on ЙЦУКЕН: "?" whatever Shift says.
  if (russian === '?') return russian
  return russian !== undefined && !event.shiftKey ? russian : undefined
}

/** True when the key press is aimed at a place where text is typed (where a shortcut must not fire). */
export function isTypingTarget(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('input, textarea, select, [contenteditable="true"], [contenteditable=""]') !== null
}
