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
 * The searches the editor probably meant when theirs found nothing, most likely first: typed in
 * the other keyboard layout, ё and е swapped, Latin ↔ Cyrillic, and, when both boxes are used,
 * the last name alone. Both boxes are trimmed as the API trims them; a suggestion equal to the
 * search itself or to an earlier suggestion is left out.
 */
export function suggestSearches(search: NameSearch, { withFirstName }: { withFirstName: boolean }): Suggestion[] {
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
    if (seen.has(id) || (!candidate.lastName && !candidate.firstName)) continue
    seen.add(id)
    suggestions.push(candidate)
    if (suggestions.length === MAX_SUGGESTIONS) break
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

function key(search: NameSearch): string {
  return `${search.lastName}\u0000${search.firstName}`
}
