import type { Author } from '../../shared/api/contract'

/**
 * The data-quality rules: which flags a record has. Pure, so the row marks, the page's count,
 * the legend and the details view all agree, and the rules are tested on their own.
 */
export type FlagKind =
  | 'mixed-script'
  | 'edge-space'
  | 'double-space'
  | 'tab'
  | 'odd-space'
  | 'zero-width'
  | 'double-period'
  | 'initial-in-last-name'
  | 'public-name'
  | 'empty-patronymic'

/** In the order the marks and the legend show them. */
export const FLAG_KINDS: readonly FlagKind[] = [
  'mixed-script',
  'edge-space',
  'double-space',
  'tab',
  'odd-space',
  'zero-width',
  'double-period',
  'initial-in-last-name',
  'public-name',
  'empty-patronymic',
]

export type AuthorField = keyof Author

/** The fields in the order the API sends them. */
export const AUTHOR_FIELDS: readonly AuthorField[] = ['uid', 'first_name', 'last_name', 'parent_name', 'public_name']

export interface Flag {
  kind: FlagKind
  /** Where it was found. */
  fields: AuthorField[]
}

const LATIN = /\p{Script=Latin}/u
const CYRILLIC = /\p{Script=Cyrillic}/u
/**
 * Whitespace other than the plain space and the tab: no-break, thin, ideographic and the rest.
 * (\x0b is the vertical tab: written \v, StrykerJS's regex mutant \V is a syntax error under the
 * u flag, so the module would not load and no test would count for it.)
 */
// eslint-disable-next-line no-control-regex -- the vertical tab, as \v (see above)
export const ODD_SPACE = /[^\S \t\n\x0b\f\r\ufeff]/u
/** Zero-width and other invisible format characters that editors cannot see or type. */
export const ZERO_WIDTH = /[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/u

const EDGE = new RegExp(`^(?:\\s|${ZERO_WIDTH.source})|(?:\\s|${ZERO_WIDTH.source})$`, 'u')

/** True when one field holds Latin and Cyrillic letters side by side (a word, or an initial among words). */
export function mixesScripts(text: string): boolean {
  return LATIN.test(text) && CYRILLIC.test(text)
}

/** Per-field checks that look at one string on its own. */
const TEXT_RULES: ReadonlyArray<readonly [FlagKind, (text: string) => boolean]> = [
  ['mixed-script', mixesScripts],
  // Zero-width characters count as invisible edges too: " Иванов" and "\u200bИванов" look alike.
  ['edge-space', (text) => EDGE.test(text)],
  ['double-space', (text) => /\s{2}/u.test(text.trim())],
  ['tab', (text) => /[\t\n\v\f\r]/.test(text)],
  ['odd-space', (text) => ODD_SPACE.test(text)],
  ['zero-width', (text) => ZERO_WIDTH.test(text)],
  ['double-period', (text) => /\.\s*\./.test(text)],
]

/** "Иванов И", "Иванов И.", "Ivanov I.I.": a last name that ends in initials after a space. */
const TRAILING_INITIAL = /\s+(?:\p{L}\.?|(?:\p{L}\.){2,3})$/u

export function hasInitialInLastName(lastName: string): boolean {
  const trimmed = lastName.trim()
  return TRAILING_INITIAL.test(trimmed) && /\p{L}{2}/u.test(trimmed.replace(TRAILING_INITIAL, ''))
}

/** Text compared for agreement: invisible characters dropped, whitespace collapsed, periods single. */
const ZERO_WIDTH_ALL = new RegExp(ZERO_WIDTH.source, 'gu')

function normalise(text: string): string {
  return text
    .replace(ZERO_WIDTH_ALL, '')
    .replace(/\s+/gu, ' ')
    .replace(/\.(\s*\.)+/g, '.')
    .trim()
}

function firstLetter(name: string | null): string | undefined {
  if (name === null) return undefined
  return /\p{L}/u.exec(normalise(name))?.[0]
}

/**
 * public_name agrees when it is the last name followed by the initials of the first name and
 * (when there is one) the patronymic, spaced or not: "Иванов И. П." or "Иванов И.П.". Doubled
 * periods and stray whitespace have flags of their own and are not held against it here; a
 * trailing initial inside last_name is its own flag too, so it is set aside for the comparison.
 */
export function publicNameAgrees(author: Author): boolean {
  return publicNameAgreesIn(
    publicNameLastPart(author.last_name),
    publicNameInitial(author.first_name) + publicNameInitial(author.parent_name),
    author.public_name,
  )
}

/**
 * publicNameAgrees in parts, for a pass over many records that works out each name string's
 * part once (the review): the last name as the public name should start with it.
 */
export function publicNameLastPart(lastName: string): string {
  const normalised = normalise(lastName)
  return hasInitialInLastName(normalised) ? normalised.replace(TRAILING_INITIAL, '') : normalised
}

/** A first name's or a patronymic's initial as the public name should hold it ("И."), '' for none. */
export function publicNameInitial(name: string | null): string {
  const letter = firstLetter(name)
  return letter === undefined ? '' : `${letter}.`
}

/** Whether a public name agrees with the parts above (`initials`: the first name's then the patronymic's). */
export function publicNameAgreesIn(lastPart: string, initials: string, public_name: string): boolean {
  const publicName = normalise(public_name)
  if (lastPart === '' || !publicName.startsWith(lastPart)) return false
  const rest = publicName.slice(lastPart.length)
  if (rest !== '' && !rest.startsWith(' ')) return false
  // First-name initials may be hyphenated for double names ("J.-P." for Jean-Pierre).
  const restInitials = rest.replace(/\s/g, '').replace(/\.-\p{L}\./gu, '.')
  return restInitials === initials
}

/** The flags one field's value has on its own (the per-field rules; a uid is never mixed-script). */
export function textFlagKinds(value: string, field: AuthorField): FlagKind[] {
  return TEXT_RULES.filter(([kind, test]) => !(field === 'uid' && kind === 'mixed-script') && test(value)).map(([kind]) => kind)
}

/** Every flag a record has, in FLAG_KINDS order, with the fields it was found in. */
export function findFlags(author: Author): Flag[] {
  const found = new Map<FlagKind, AuthorField[]>()
  const add = (kind: FlagKind, field: AuthorField) => {
    const fields = found.get(kind)
    if (fields) fields.push(field)
    else found.set(kind, [field])
  }
  for (const field of AUTHOR_FIELDS) {
    const value = author[field]
    if (value === null) continue
    for (const kind of textFlagKinds(value, field)) add(kind, field)
  }
  if (hasInitialInLastName(author.last_name)) add('initial-in-last-name', 'last_name')
  if (!publicNameAgrees(author)) add('public-name', 'public_name')
  if (author.parent_name !== null && author.parent_name.trim() === '') add('empty-patronymic', 'parent_name')
  return FLAG_KINDS.flatMap((kind) => {
    const fields = found.get(kind)
    return fields ? [{ kind, fields }] : []
  })
}
