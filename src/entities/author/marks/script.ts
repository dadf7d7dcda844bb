export type Script = 'latin' | 'cyrillic'

const LETTERS = { latin: /\p{sc=Latin}/gu, cyrillic: /\p{sc=Cyrillic}/gu }

/** A run of the script's letters, captured, to cut a text around it with split(). */
export const RUNS = { latin: /(\p{sc=Latin}+)/u, cyrillic: /(\p{sc=Cyrillic}+)/u }

/**
 * Where a value mixes Latin and Cyrillic letters ("Орлов A." with a Latin A, "Ivanоv" with a
 * Cyrillic о), the script of the strays: the one with fewer letters in the value, Latin on a tie
 * (the directory's names are mostly Cyrillic). Undefined for a value in one script.
 */
export function strayScript(value: string): Script | undefined {
  const latin = value.match(LETTERS.latin)?.length ?? 0
  const cyrillic = value.match(LETTERS.cyrillic)?.length ?? 0
  return latin && cyrillic ? (latin > cyrillic ? 'cyrillic' : 'latin') : undefined
}

/** The distinct letters of `script` in the value, in the order they first appear. */
export function strayLetters(value: string, script: Script): string[] {
  return [...new Set(value.match(LETTERS[script]) ?? [])]
}
