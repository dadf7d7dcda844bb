/**
 * Latin and Cyrillic in names, as the review's name key (features/review/name-key.ts) reads them:
 * Latin look-alike letters inside a Cyrillic word, and the ICAO 9303 transliteration of Cyrillic.
 * Shared, because the demo API's pseudonymizer must keep a look-alike a look-alike and a
 * transliterated pair a pair by the same rules.
 */

/** A word: a run of letters (and their combining marks); spaces, hyphens, apostrophes and periods end it. */
const WORD = /[\p{L}\p{M}]+/gu
const CYRILLIC = /\p{Script=Cyrillic}/u

/** Latin letters that look like Cyrillic ones, and those Cyrillic letters. */
export const LOOK_ALIKES: Readonly<Record<string, string>> = {
  a: 'а',
  c: 'с',
  e: 'е',
  o: 'о',
  p: 'р',
  x: 'х',
  y: 'у',
  A: 'А',
  B: 'В',
  C: 'С',
  E: 'Е',
  H: 'Н',
  K: 'К',
  M: 'М',
  O: 'О',
  P: 'Р',
  T: 'Т',
  X: 'Х',
  Y: 'У',
  i: 'і',
  j: 'ј',
}
const LOOK_ALIKE = /[aceopxyABCEHKMOPTXYij]/g

/** ICAO 9303 transliteration of the (lower-case) Cyrillic letters; ь is dropped. */
const ICAO: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: 'ie',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'iu',
  я: 'ia',
  і: 'i',
  ј: 'j',
}
/** Upper-case letters too, capitalised ("Щ" is "Shch"): the key never meets them (it lower-cases first), differenceKinds does. */
export const ICAO_ANY: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(ICAO).flatMap(([letter, latin]) => [
    [letter, latin],
    [letter.toUpperCase(), latin.charAt(0).toUpperCase() + latin.slice(1)],
  ]),
)
const TRANSLITERATED = /[а-яіјА-ЯІЈ]/g

/** Inside a word with Cyrillic letters, Latin look-alikes become the Cyrillic letters they imitate. */
export function cyrillicLookAlikes(text: string): string {
  return text.replace(WORD, (word) => (CYRILLIC.test(word) ? word.replace(LOOK_ALIKE, (letter) => LOOK_ALIKES[letter]!) : word))
}

export function transliterate(text: string): string {
  return text.replace(TRANSLITERATED, (letter) => ICAO_ANY[letter]!)
}
