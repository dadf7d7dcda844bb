import { createHmac } from 'node:crypto'
import type { Author } from '../../shared/api/contract'
import { cyrillicLookAlikes, LOOK_ALIKES, transliterate } from '../../shared/lib/name-scripts'
import { compareCodePoints } from '../list-engine'
import { namePools, type NamePool, type PoolKind } from './pseudonym-pools'

/**
 * Pseudonymized recordings that give nobody away, and keep what QA and designers test.
 *
 * Every name word of two or more letters is replaced whole by a name from a list (Russian names
 * for Cyrillic words, Western names for Latin ones: pseudonym-names.ts), picked by HMAC-SHA-256
 * under the key of the word's name key (the review's: case, ё, look-alikes, transliteration and
 * invisible characters set aside). No letter of the original shapes the new name, so neither its
 * first letter nor its length says anything; a name the directory holds is never drawn, and two
 * different names never get the same one. Then each spelling's quirks are put back on the new
 * name: capitals, ё for е, a Latin look-alike inside a Cyrillic word, a transliteration (the ICAO
 * one of the name key), a decomposed accent, zero-width characters; and everything between words
 * stays as it was: spaces of every kind, tabs, periods, hyphens, apostrophes, null against "".
 * Initials follow the names they stand for (the public name's "И. П." are the new first name's and
 * patronymic's); other single letters go through a permutation of their alphabet keyed by the
 * record's last name. Markup (`<jr>`, `&amp;`) stays, and a value that reads as code rather than
 * a name (brackets, `;`, `=`, `$`, a formula's leading `=`, `+`, `@`) stays whole. uids are
 * replaced by keyed ones (the same uid, the same new uid) unless kept, and the rows are put in
 * the list's own order over the new names: first name, last name, uid, by code point.
 */

export interface PseudonymOptions {
  key: string
  /** Keep the real uids, for those who must join the recording back to the live records. */
  keepUids?: boolean
}

type Script = 'cyrillic' | 'latin'
type Kind = 'surname' | 'given' | 'patronymic'

/** The zero-width and other invisible format characters the flags know (entities/author/flags.ts). */
const FORMAT = '\\u00ad\\u180e\\u200b-\\u200f\\u202a-\\u202e\\u2060-\\u2064\\ufeff'
const FORMAT_CHAR = new RegExp(`[${FORMAT}]`, 'u')
/** A word: letters with their marks and any invisible characters stuck to them, at least one letter. */
const WORD = new RegExp(`[\\p{L}\\p{M}${FORMAT}]*\\p{L}[\\p{L}\\p{M}${FORMAT}]*`, 'gu')
/** Markup kept as it is: tags and character references. */
const MARKUP = /<[^<>]*>|&#?[a-z0-9]+;/giu
/** Characters of code, not of a person's name: a value holding one is a test value, kept whole. */
const CODE = /[(){}[\];=$`|\\]|:\/\/|^\s*[=+@]/u
const CYRILLIC = /\p{Script=Cyrillic}/u

/** Cyrillic letters with a Latin look-alike, and that look-alike (the name key's table, reversed). */
const LOOK_ALIKE_OF = new Map(Object.entries(LOOK_ALIKES).map(([latin, cyrillic]) => [cyrillic, latin]))

const ALPHABETS: Record<Script, string> = {
  cyrillic: 'абвгдеёжзийклмнопрстуфхцчшщъыьэюя',
  latin: 'abcdefghijklmnopqrstuvwxyz',
}

interface Word {
  /** The letters (and marks), without invisible characters. */
  letters: string
  /** Invisible characters and the letter index each stood before. */
  format: { at: number; char: string }[]
  script: Script
  canonical: string
  /** Indices of Latin look-alikes inside a Cyrillic word. */
  lookAlikes: number[]
  hasYo: boolean
  decomposed: boolean
  casing: 'upper' | 'lower' | 'title'
}

/** The review's name key, for one word: what spellings of one name share. */
function canonicalOf(letters: string): string {
  return transliterate(cyrillicLookAlikes(letters.normalize('NFKC')).toLowerCase().replace(/ё/g, 'е'))
}

function readWord(raw: string): Word {
  const format: Word['format'] = []
  let letters = ''
  for (const char of raw) {
    if (FORMAT_CHAR.test(char)) format.push({ at: [...letters].length, char })
    else letters += char
  }
  const cyrillic = CYRILLIC.test(letters)
  const lookAlikes = cyrillic ? [...letters].flatMap((char, index) => (LOOK_ALIKES[char] !== undefined ? [index] : [])) : []
  const cased = [...letters].filter((char) => char.toLowerCase() !== char.toUpperCase())
  return {
    letters,
    format,
    script: cyrillic ? 'cyrillic' : 'latin',
    canonical: canonicalOf(letters),
    lookAlikes,
    hasYo: /[ёЁ]/.test(letters),
    decomposed: letters !== letters.normalize('NFC'),
    casing:
      cased.length > 1 && cased.every((char) => char === char.toUpperCase())
        ? 'upper'
        : cased.every((char) => char === char.toLowerCase())
          ? 'lower'
          : 'title',
  }
}

/** A value as words and what lies between them; markup and code come back as kept text. */
type Piece = { kept: string } | { word: Word; raw: string }

function pieces(value: string): Piece[] {
  if (CODE.test(value.replace(MARKUP, ''))) return [{ kept: value }]
  const out: Piece[] = []
  let last = 0
  const push = (text: string) => {
    let from = 0
    for (const match of text.matchAll(WORD)) {
      if (match.index > from) out.push({ kept: text.slice(from, match.index) })
      out.push({ word: readWord(match[0]), raw: match[0] })
      from = match.index + match[0].length
    }
    if (from < text.length) out.push({ kept: text.slice(from) })
  }
  for (const match of value.matchAll(MARKUP)) {
    push(value.slice(last, match.index))
    out.push({ kept: match[0] })
    last = match.index + match[0].length
  }
  push(value.slice(last))
  return out
}

/** A name word has two letters or more; a single letter is an initial (or a lone letter). */
const isName = (word: Word) => [...word.letters].length > 1

/** Every spelling of one name in one kind of field, and what its new name must be able to show. */
interface NameClass {
  kind: Kind
  canonical: string
  script: Script
  female: boolean
  lookAlikes: number
  yo: boolean
  decomposed: boolean
}

export function pseudonymizeAuthors(authors: readonly Author[], { key, keepUids = false }: PseudonymOptions): Author[] {
  const hmac = (label: string) => createHmac('sha256', key).update(label).digest()

  const fields = authors.map((author) => ({
    author,
    first: pieces(author.first_name),
    last: pieces(author.last_name),
    parent: author.parent_name === null ? null : pieces(author.parent_name),
    public: pieces(author.public_name),
  }))

  // Pass 1: the names of the directory, by kind, and every name word it holds (never drawn).
  const classes = new Map<string, NameClass>()
  const held = new Set<string>()
  const note = (kind: Kind, list: readonly Piece[] | null) => {
    for (const piece of list ?? []) {
      if ('kept' in piece || !isName(piece.word)) continue
      const { word } = piece
      held.add(word.canonical)
      const id = `${kind}\u0000${word.canonical}`
      const known = classes.get(id)
      const cyrillicForm = cyrillicLookAlikes(word.letters.normalize('NFC')).toLowerCase()
      const female = word.script === 'cyrillic' && /[ая]$/.test(cyrillicForm)
      if (!known) {
        classes.set(id, {
          kind,
          canonical: word.canonical,
          script: word.script,
          female,
          lookAlikes: word.lookAlikes.length,
          yo: word.hasYo,
          decomposed: word.decomposed,
        })
        continue
      }
      // A Cyrillic spelling makes the class Russian: its Latin spellings become transliterations.
      if (word.script === 'cyrillic' && known.script === 'latin') Object.assign(known, { script: 'cyrillic', female })
      known.lookAlikes = Math.max(known.lookAlikes, word.lookAlikes.length)
      known.yo ||= word.hasYo
      known.decomposed ||= word.decomposed
    }
  }
  for (const record of fields) {
    note('given', record.first)
    note('surname', record.last)
    note('patronymic', record.parent)
    note('surname', record.public)
  }

  // Each class gets a new name, in an order set by the key alone, never one held or given already.
  const pools = namePools()
  const newNames = new Map<string, string>()
  const given = new Map<Kind, Set<string>>()
  const ordered = [...classes.entries()].sort(([a], [b]) =>
    compareCodePoints(hmac(`order:${a}`).toString('hex'), hmac(`order:${b}`).toString('hex')),
  )
  for (const [id, nameClass] of ordered) {
    const taken = given.get(nameClass.kind) ?? new Set<string>()
    given.set(nameClass.kind, taken)
    const name = drawName(
      nameClass,
      pools,
      (attempt) => hmac(`name:${id}:${attempt}`).readUInt32BE(0),
      (candidate) => {
        const canonical = canonicalOf(candidate)
        return !held.has(canonical) && !taken.has(canonical)
      },
    )
    taken.add(canonicalOf(name))
    newNames.set(id, name)
  }

  const renderName = (kind: Kind, piece: { word: Word }) => {
    const id = `${kind}\u0000${piece.word.canonical}`
    return render(newNames.get(id)!, classes.get(id)!.script, piece.word)
  }
  /** A permutation of an alphabet, keyed by the record's last name: single letters that are not initials of a name. */
  const permuted = (letter: Word, context: string) => {
    const alphabet = ALPHABETS[letter.script]
    const lower = letter.letters.normalize('NFD').charAt(0).toLowerCase()
    const at = alphabet.indexOf(lower)
    if (at === -1) return letter.letters
    const order = shuffle([...alphabet], hmac(`letters:${letter.script}:${context}`))
    const out = order[at]!
    return letter.letters === letter.letters.toLowerCase() ? out : out.toUpperCase()
  }

  const renamed = fields.map(({ author, first, last, parent, public: publicName }) => {
    const context = last.flatMap((piece) => ('word' in piece && isName(piece.word) ? [piece.word.canonical] : [])).join(' ')
    const plain = (kind: Kind, list: readonly Piece[]) =>
      list.map((piece) =>
        'kept' in piece
          ? piece.kept
          : isName(piece.word)
            ? renderName(kind, piece)
            : withFormat(permuted(piece.word, `${kind}:${context}`), piece.word),
      )
    const firstName = plain('given', first).join('')
    const parentName = parent === null ? null : plain('patronymic', parent).join('')
    // Initials stand for the first name and the patronymic: the new ones stand for the new names.
    const initials = [
      [firstLetter(author.first_name), firstLetter(firstName)],
      [firstLetter(author.parent_name), firstLetter(parentName)],
    ] as const
    const withInitials = (kind: Kind, list: readonly Piece[]) => {
      let position = 0
      return list
        .map((piece) => {
          if ('kept' in piece) return piece.kept
          if (isName(piece.word)) return renderName(kind, piece)
          const letter = piece.word.letters
          const own = initials[position]?.[0] === letter ? initials[position] : initials.find(([was]) => was === letter)
          position += 1
          return withFormat(own?.[1] ?? permuted(piece.word, `initial:${context}`), piece.word)
        })
        .join('')
    }
    return {
      uid: keepUids ? author.uid : newUid(hmac(`uid:${author.uid}`)),
      first_name: firstName,
      last_name: withInitials('surname', last),
      parent_name: parentName,
      public_name: withInitials('surname', publicName),
    }
  })
  return renamed.sort(
    (a, b) =>
      compareCodePoints(a.first_name, b.first_name) || compareCodePoints(a.last_name, b.last_name) || compareCodePoints(a.uid, b.uid),
  )
}

/** The first letter as the flags read it (entities/author/flags.ts): after invisible characters. */
function firstLetter(text: string | null): string | undefined {
  if (text === null) return undefined
  return /\p{L}/u.exec(text.replace(new RegExp(`[${FORMAT}]`, 'gu'), ''))?.[0]
}

function poolFor(nameClass: NameClass, pools: Record<PoolKind, NamePool>): readonly string[] {
  const script = nameClass.script
  if (script === 'latin') return nameClass.kind === 'surname' ? pools.westernSurnames.all : pools.westernGiven.all
  const pool =
    nameClass.kind === 'surname' ? pools.russianSurnames : nameClass.kind === 'given' ? pools.russianGiven : pools.russianPatronymics
  return nameClass.female ? pool.female : pool.male
}

/** What a class's spellings need the new name to hold: letters with look-alikes, an е for ё, an accent to decompose. */
function fits(candidate: string, nameClass: NameClass, strict = false): boolean {
  const lower = [...candidate.toLowerCase()]
  // A name spelt with ё reads true; one given an ё in place of its е only when none is left.
  if (strict && nameClass.yo && !lower.includes('ё')) return false
  if (nameClass.script === 'cyrillic' && lower.filter((char) => LOOK_ALIKE_OF.has(char)).length < nameClass.lookAlikes) return false
  if (nameClass.yo && !lower.some((char) => char === 'е' || char === 'ё')) return false
  if (nameClass.decomposed && candidate.normalize('NFD') === candidate) return false
  return true
}

function drawName(
  nameClass: NameClass,
  pools: Record<PoolKind, NamePool>,
  random: (attempt: number) => number,
  free: (candidate: string) => boolean,
): string {
  const pool = poolFor(nameClass, pools)
  // At random first, then every name in turn; then without the class's quirks (a name the lists
  // cannot spell that way); then two names joined into one. Bounded: n² joins exceed any directory.
  for (let attempt = 0; attempt < 64; attempt++) {
    const candidate = pool[random(attempt) % pool.length]!
    if (free(candidate) && fits(candidate, nameClass, attempt < 32)) return candidate
  }
  const start = random(64) % pool.length
  for (const quirks of [true, false]) {
    for (let step = 0; step < pool.length; step++) {
      const candidate = pool[(start + step) % pool.length]!
      if (free(candidate) && (!quirks || fits(candidate, nameClass))) return candidate
    }
  }
  for (let step = 0; step < pool.length * pool.length; step++) {
    const head = pool[(start + Math.floor(step / pool.length)) % pool.length]!
    const tail = pool[(start + step) % pool.length]!
    const candidate = head.slice(0, Math.max(2, head.length - 2)) + tail.toLowerCase()
    if (free(candidate)) return candidate
  }
  throw new Error(`no new name left for ${nameClass.kind} names: more than ${pool.length ** 2} of them`)
}

/** The new name (as listed) written the way this spelling was: script, case, ё, look-alikes, accents, invisible characters. */
function render(name: string, script: Script, word: Word): string {
  let text = name
  if (script === 'cyrillic') {
    // ё where this spelling had one (and the name has an е to carry it), е everywhere else.
    if (!word.hasYo) text = text.replace(/ё/g, 'е').replace(/Ё/g, 'Е')
    else if (!/[ёЁ]/.test(text)) text = text.replace(/[еЕ]/, (letter) => (letter === 'е' ? 'ё' : 'Ё'))
    if (word.script === 'latin') text = transliterate(text)
  }
  if (word.casing === 'upper') text = text.toUpperCase()
  else if (word.casing === 'lower') text = text.toLowerCase()
  if (word.lookAlikes.length > 0) text = withLookAlikes(text, word)
  if (word.decomposed) text = text.normalize('NFD')
  return withFormat(text, word)
}

/** Latin look-alikes at the places of the original's, as near as the new name's letters allow. */
function withLookAlikes(text: string, word: Word): string {
  const chars = [...text]
  const length = [...word.letters].length
  const open = new Set(chars.flatMap((char, index) => (LOOK_ALIKE_OF.has(char) ? [index] : [])))
  for (const at of word.lookAlikes) {
    const target = (at / Math.max(1, length - 1)) * (chars.length - 1)
    const place = [...open].sort((a, b) => Math.abs(a - target) - Math.abs(b - target) || a - b)[0]
    if (place === undefined) break
    chars[place] = LOOK_ALIKE_OF.get(chars[place]!)!
    open.delete(place)
  }
  return chars.join('')
}

/** Invisible characters back in: at the start or end where they were, otherwise inside at the same share of the word. */
function withFormat(text: string, word: Word): string {
  if (word.format.length === 0) return text
  const chars = [...text]
  const length = [...word.letters].length
  const out = [...chars]
  for (const { at, char } of [...word.format].reverse()) {
    const place =
      at === 0 ? 0 : at >= length ? chars.length : Math.min(chars.length - 1, Math.max(1, Math.round((at / length) * chars.length)))
    out.splice(place, 0, char)
  }
  return out.join('')
}

function newUid(bytes: Buffer): string {
  const hex = bytes.toString('hex').slice(0, 32).split('')
  hex[12] = '4'
  hex[16] = (0x8 | (parseInt(hex[16]!, 16) & 0x3)).toString(16)
  const text = hex.join('')
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20, 32)}`
}

/** Fisher–Yates with the given bytes as its randomness (two a step, cycled). */
function shuffle<T>(items: T[], random: Buffer): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const at = (2 * i) % (random.length - 1)
    const j = ((random[at]! << 8) | random[at + 1]!) % (i + 1)
    ;[items[i], items[j]] = [items[j]!, items[i]!]
  }
  return items
}
