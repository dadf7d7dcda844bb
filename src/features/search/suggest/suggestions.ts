import { switchKeyboardLayout } from './keyboard-layout'
import { cyrillicToLatin, latinToCyrillic } from './transliterate'
import { yoVariants } from './yo'

export interface NameSearch {
  lastName: string
  firstName: string
}

export type SuggestionKind = 'layout' | 'yo' | 'transliteration' | 'without-first-name'

export interface Suggestion extends NameSearch {
  kind: SuggestionKind
}

/** Each suggestion costs one count request; past this many, the rest are left unasked. */
export const MAX_SUGGESTIONS = 10
/**
 * A search that found authors asks fewer: its other spellings are a hint beside results already
 * shown, so every successful search costs at most this many count requests more.
 */
export const MAX_OTHER_SPELLINGS = 4

/**
 * The searches the editor probably meant when theirs found nothing, most likely first: typed in
 * the other keyboard layout, ё and е swapped, Latin ↔ Cyrillic, and, when both boxes are used,
 * the last name alone. Both boxes are trimmed as the API trims them; a suggestion the API would
 * read as the search itself or as an earlier suggestion (it ignores case: a case-insensitive
 * substring match) is left out.
 */
export function suggestSearches(
  search: NameSearch,
  {
    withFirstName,
    kinds,
    max = MAX_SUGGESTIONS,
  }: { withFirstName: boolean; kinds?: readonly SuggestionKind[] | undefined; max?: number | undefined },
): Suggestion[] {
  const lastName = search.lastName.trim()
  const firstName = withFirstName ? search.firstName.trim() : ''

  const candidates: Suggestion[] = []
  /** Variants of each box under one rule: both boxes changed together first, then each alone. */
  const add = (kind: SuggestionKind, variants: (text: string) => string[]) => {
    const lastVariants = lastName ? variants(lastName) : []
    const firstVariants = firstName ? variants(firstName) : []
    if (lastVariants.length > 0 && firstVariants.length > 0) {
      candidates.push({ kind, lastName: lastVariants[0]!, firstName: firstVariants[0]! })
    }
    for (const variant of lastVariants) candidates.push({ kind, lastName: variant, firstName })
    for (const variant of firstVariants) candidates.push({ kind, lastName, firstName: variant })
  }

  add('layout', (text) => {
    const switched = switchKeyboardLayout(text)
    return switched === undefined ? [] : [switched]
  })
  add('transliteration', transliterations)
  add('yo', yoVariants)
  // The last name alone: with no first name that is the search itself, left out below like any repeat.
  candidates.push({ kind: 'without-first-name', lastName, firstName: '' })

  const seen = new Set([key({ lastName, firstName })])
  const suggestions: Suggestion[] = []
  for (const candidate of candidates) {
    const id = key(candidate)
    if (seen.has(id) || (!candidate.lastName && !candidate.firstName) || (kinds && !kinds.includes(candidate.kind))) continue
    seen.add(id)
    suggestions.push(candidate)
    if (suggestions.length === max) break
  }
  return suggestions
}

/**
 * Latin ↔ Cyrillic. A Latin spelling drops the ё (Fedorov), so the most likely Cyrillic reading
 * also comes with its ё spellings (Фёдоров), as the directory writes many names with ё.
 */
function transliterations(text: string): string[] {
  const cyrillic = latinToCyrillic(text)
  if (cyrillic.length > 0) {
    const [first, ...others] = cyrillic
    return [first!, ...yoVariants(first!).slice(0, 2), ...others]
  }
  return /[а-яё]/i.test(text) && !/[a-z]/i.test(text) ? cyrillicToLatin(text) : []
}

/**
 * The other spellings of a search that found authors, offered beside its results ("Also: …"):
 * the same name in the other alphabet and with ё and е swapped, never a search whose every match
 * is already among the results (the API matches a case-insensitive substring, so a box that
 * contains the searched text finds a part of what it found). The ё/е spellings come first (the
 * directory writes a name either way, in the same alphabet). A keyboard-layout reading of text
 * that finds authors is a coincidence, and the last name alone is a wider search, not another
 * spelling: neither is offered here.
 */
export function otherSpellings(search: NameSearch, { withFirstName }: { withFirstName: boolean }): Suggestion[] {
  const searched = { lastName: search.lastName.trim().toLowerCase(), firstName: withFirstName ? search.firstName.trim().toLowerCase() : '' }
  const candidates = suggestSearches(search, { withFirstName, kinds: ['transliteration', 'yo'], max: Infinity })
  return [...candidates.filter((suggestion) => suggestion.kind === 'yo'), ...candidates.filter((suggestion) => suggestion.kind !== 'yo')]
    .filter(
      (suggestion) =>
        !(suggestion.lastName.toLowerCase().includes(searched.lastName) && suggestion.firstName.toLowerCase().includes(searched.firstName)),
    )
    .slice(0, MAX_OTHER_SPELLINGS)
}

/** A search as the API reads it: it ignores case (both boxes are already trimmed). */
function key(search: NameSearch): string {
  return `${search.lastName.toLowerCase()}\u0000${search.firstName.toLowerCase()}`
}
