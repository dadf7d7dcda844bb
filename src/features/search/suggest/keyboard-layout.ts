/**
 * The same keys on the US QWERTY and the Russian ЙЦУКЕН layouts, position by position, so text
 * typed with the wrong layout on can be read as meant: "Bdfyjd" → "Иванов", "Шмфтщм" → "Ivanov".
 * Keys that are the same on both (digits, space, hyphen) pass through.
 */
const LATIN_KEYS = '`qwertyuiop[]asdfghjkl;\'zxcvbnm,./~QWERTYUIOP{}ASDFGHJKL:"ZXCVBNM<>?'
const CYRILLIC_KEYS = 'ёйцукенгшщзхъфывапролджэячсмитьбю.ЁЙЦУКЕНГШЩЗХЪФЫВАПРОЛДЖЭЯЧСМИТЬБЮ,'

const toCyrillic = new Map<string, string>()
const toLatin = new Map<string, string>()
for (let i = 0; i < LATIN_KEYS.length; i++) {
  toCyrillic.set(LATIN_KEYS[i]!, CYRILLIC_KEYS[i]!)
  toLatin.set(CYRILLIC_KEYS[i]!, LATIN_KEYS[i]!)
}

const LATIN_LETTER = /[a-z]/i
const CYRILLIC_LETTER = /[а-яё]/i

/**
 * The text as typed with the other layout, or undefined when that cannot be what happened: no
 * letters, or letters of both alphabets (one layout gives one alphabet).
 */
export function switchKeyboardLayout(text: string): string | undefined {
  const chars = Array.from(text)
  const latin = chars.some((char) => LATIN_LETTER.test(char))
  const cyrillic = chars.some((char) => CYRILLIC_LETTER.test(char))
  if (latin === cyrillic) return undefined
  const map = latin ? toCyrillic : toLatin
  return chars.map((char) => map.get(char) ?? char).join('')
}
