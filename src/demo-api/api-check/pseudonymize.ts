import { createHmac } from 'node:crypto'
import type { Author } from '../../shared/api/contract'

/**
 * Fake names of the same shape, so a recording of a live directory can be shared. Every letter is
 * replaced by another of its own script and kind (a Latin vowel by a Latin vowel, a Cyrillic
 * consonant by a Cyrillic consonant, an accented Latin letter by an accented one), keeping its
 * case; everything else stays as it was: spaces of every kind and where they are, periods,
 * hyphens, apostrophes, digits, combining marks, ё (the search treats it apart), й, ь and ъ,
 * letters of other scripts, and null against "". A word's first letter goes through one fixed
 * permutation, so the initial "И." and the fake of "Иван" still agree. The same word always gives
 * the same fake under one key, in every field: twins stay twins, and a public name still repeats
 * its last name. The uid is kept.
 *
 * The key (HMAC-SHA-256) is what stops someone with a list of real names from matching them to
 * the fakes: keep it private. The same key gives the same names on every recording.
 */

interface LetterClass {
  letters: string
}

const CLASSES: readonly LetterClass[] = [
  { letters: 'aeiou' },
  { letters: 'bcdfghjklmnpqrstvwxyz' },
  { letters: 'àáâãäåèéêëìíîïòóôõöøùúûüýÿ' },
  { letters: 'çñ' },
  { letters: 'аеиоуыэюя' },
  { letters: 'бвгджзклмнпрстфхцчшщ' },
]

const CLASS_OF = new Map<string, LetterClass>()
for (const letterClass of CLASSES) for (const letter of letterClass.letters) CLASS_OF.set(letter, letterClass)

const WORD = /[\p{L}\p{M}]+/gu

export interface Pseudonymizer {
  /** A whole field: each word replaced, everything between words kept. */
  text: (value: string) => string
}

export function createPseudonymizer(key: string): Pseudonymizer {
  const permutations = new Map<LetterClass, Map<string, string>>()
  for (const letterClass of CLASSES) {
    const letters = [...letterClass.letters]
    const shuffled = shuffle(letters, bytes(key, `initials:${letterClass.letters}`, letters.length * 2))
    permutations.set(letterClass, new Map(letters.map((letter, index) => [letter, shuffled[index]!])))
  }
  const words = new Map<string, string>()

  const fakeWord = (word: string): string => {
    const chars = [...word]
    const lower = word.toLowerCase()
    const random = bytes(key, `word:${lower}`, chars.length)
    return chars
      .map((char, index) => {
        const small = char.toLowerCase()
        const letterClass = CLASS_OF.get(small)
        if (!letterClass || [...small].length !== 1) return char
        const fake =
          index === 0
            ? (permutations.get(letterClass)?.get(small) ?? small)
            : letterClass.letters[random[index]! % letterClass.letters.length]!
        return char === small ? fake : fake.toUpperCase()
      })
      .join('')
  }

  return {
    text: (value) =>
      value.replace(WORD, (word) => {
        let fake = words.get(word)
        if (fake === undefined) {
          fake = fakeWord(word)
          words.set(word, fake)
        }
        return fake
      }),
  }
}

export function pseudonymizeAuthors(authors: readonly Author[], key: string): Author[] {
  const { text } = createPseudonymizer(key)
  return authors.map((author) => ({
    uid: author.uid,
    first_name: text(author.first_name),
    last_name: text(author.last_name),
    parent_name: author.parent_name === null ? null : text(author.parent_name),
    public_name: text(author.public_name),
  }))
}

/** `length` bytes from the key and a label: HMAC-SHA-256 with a counter, as many blocks as needed. */
function bytes(key: string, label: string, length: number): Uint8Array {
  const out = new Uint8Array(length)
  for (let block = 0, filled = 0; filled < length; block++) {
    const digest = createHmac('sha256', key).update(`${block}:${label}`).digest()
    out.set(digest.subarray(0, Math.min(digest.length, length - filled)), filled)
    filled += digest.length
  }
  return out
}

/** Fisher–Yates with the given bytes as its randomness. */
function shuffle<T>(items: readonly T[], random: Uint8Array): T[] {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = ((random[2 * i]! << 8) | random[2 * i + 1]!) % (i + 1)
    ;[out[i], out[j]] = [out[j]!, out[i]!]
  }
  return out
}
