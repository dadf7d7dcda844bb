/**
 * Latin ↔ Cyrillic for Russian names, in the ways transliterated names are actually written.
 * The directory's records are typed by hand over years, so one system cannot be assumed: a name
 * is written out in the three found in practice, and each spelling is probed; only those the
 * directory holds are offered.
 *  - popular (BGN/PCGN without diacritics): Sergeyev, Solovyov, Fyodorov, Yuriy, Vasilyevich
 *  - passport (ICAO Doc 9303, Russian passports since 2013): Sergeev, Solovev, Fedorov, Iurii
 *  - simple (press and English-language usage): Sergeev, Solovev, Fedorov, Yury, Dostoevsky
 */
type System = 'popular' | 'passport' | 'simple'
const SYSTEMS: readonly System[] = ['popular', 'passport', 'simple']

const COMMON: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  ж: 'zh',
  з: 'z',
  и: 'i',
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
  ы: 'y',
  ь: '',
  э: 'e',
}
const BY_SYSTEM: Record<System, Record<string, string>> = {
  popular: { е: 'e', ё: 'yo', й: 'y', ю: 'yu', я: 'ya', ъ: '' },
  passport: { е: 'e', ё: 'e', й: 'i', ю: 'iu', я: 'ia', ъ: 'ie' },
  simple: { е: 'e', ё: 'e', й: 'y', ю: 'yu', я: 'ya', ъ: '' },
}
const VOWELS = new Set('аеёиоуыэюя')

function latinFor(lower: string, previous: string | undefined, next: string | undefined, system: System): string | undefined {
  if (system === 'popular') {
    // е is "ye" at the start of a word and after a vowel, ь or ъ (Yegorov, Sergeyev, Vasilyev).
    if (lower === 'е' && (previous === undefined || VOWELS.has(previous) || previous === 'ь' || previous === 'ъ')) return 'ye'
    if (lower === 'и' && next === 'й') return 'i'
  }
  if (system === 'simple' && (lower === 'и' || lower === 'ы') && next === 'й') return 'y'
  if (system === 'simple' && lower === 'й' && (previous === 'и' || previous === 'ы')) return ''
  return BY_SYSTEM[system][lower] ?? COMMON[lower]
}

function toLatinWith(text: string, system: System): string {
  const chars = Array.from(text)
  let out = ''
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i]!
    const lower = char.toLowerCase()
    const previousChar = chars[i - 1]?.toLowerCase()
    const previous = previousChar && /[а-яё]/.test(previousChar) ? previousChar : undefined
    const nextChar = chars[i + 1]?.toLowerCase()
    // "ий"/"ый" is an ending only at the end of a word: Dmitry, but not "Mayya" for Майя.
    const next = nextChar === 'й' && !/[а-яё]/i.test(chars[i + 2] ?? '') ? 'й' : undefined
    const latin = latinFor(lower, previous, next, system)
    if (latin === undefined) {
      out += char
      continue
    }
    if (char === lower || latin === '') {
      out += latin
      continue
    }
    // Upper case: a whole word in capitals stays in capitals (ЩУКИН → SHCHUKIN), otherwise Shch.
    const neighbour = chars[i + 1] ?? chars[i - 1] ?? ''
    const wordInCapitals = /[А-ЯЁ]/.test(neighbour)
    out += wordInCapitals ? latin.toUpperCase() : latin.charAt(0).toUpperCase() + latin.slice(1)
  }
  return out
}

/** Cyrillic text written in Latin letters, one spelling per system (duplicates removed). */
export function cyrillicToLatin(text: string): string[] {
  return unique(SYSTEMS.map((system) => toLatinWith(text, system)))
}

// ----------------------------------------------------------------------------------------------
// Latin → Cyrillic: a Latin spelling can come from several Cyrillic ones (Solovyov: Соловьёв;
// Fyodorov: Фёдоров), so each reading is kept, most likely first, and the count probes decide.

interface Reading {
  latin: string
  /** Cyrillic readings, most likely first. */
  cyrillic: (context: { atStart: boolean; afterVowel: boolean; atEnd: boolean }) => string[]
}

const always =
  (...cyrillic: string[]) =>
  () =>
    cyrillic
const READINGS: readonly Reading[] = [
  { latin: 'shch', cyrillic: always('щ') },
  { latin: 'sch', cyrillic: always('щ', 'сч') },
  // ICAO's ъ; "ie" is otherwise и + е (Daniel), tried second.
  { latin: 'iia', cyrillic: always('ия') },
  { latin: 'iiu', cyrillic: always('ию') },
  { latin: 'iy', cyrillic: ({ atEnd }) => (atEnd ? ['ий'] : ['ий', 'ы']) },
  { latin: 'yy', cyrillic: ({ atEnd }) => (atEnd ? ['ый'] : ['ыы']) },
  { latin: 'ii', cyrillic: ({ atEnd }) => (atEnd ? ['ий', 'ии'] : ['ии']) },
  { latin: 'zh', cyrillic: always('ж') },
  { latin: 'kh', cyrillic: always('х') },
  { latin: 'ts', cyrillic: always('ц', 'тс') },
  { latin: 'tz', cyrillic: always('ц') },
  { latin: 'ch', cyrillic: always('ч') },
  { latin: 'sh', cyrillic: always('ш') },
  { latin: 'yo', cyrillic: ({ atStart, afterVowel }) => (atStart || afterVowel ? ['ё', 'йо'] : ['ё', 'ьё']) },
  { latin: 'ye', cyrillic: ({ atStart, afterVowel }) => (atStart ? ['е'] : afterVowel ? ['е', 'йе'] : ['ье', 'е']) },
  { latin: 'yu', cyrillic: ({ atStart, afterVowel }) => (atStart || afterVowel ? ['ю'] : ['ью', 'ю']) },
  { latin: 'ya', cyrillic: ({ atStart, afterVowel }) => (atStart || afterVowel ? ['я'] : ['ья', 'я']) },
  { latin: 'iu', cyrillic: ({ atStart }) => (atStart ? ['ю', 'иу'] : ['ю', 'иу']) },
  { latin: 'ia', cyrillic: ({ atStart, atEnd }) => (atStart ? ['я', 'иа'] : atEnd ? ['ия', 'иа'] : ['иа', 'я']) },
  { latin: 'ie', cyrillic: ({ atStart }) => (atStart ? ['ие'] : ['ие', 'ъе']) },
  { latin: 'ei', cyrillic: ({ atEnd }) => (atEnd ? ['ей'] : ['еи', 'ей']) },
  { latin: 'ai', cyrillic: ({ atEnd }) => (atEnd ? ['ай'] : ['аи', 'ай']) },
  { latin: 'oi', cyrillic: ({ atEnd }) => (atEnd ? ['ой'] : ['ои', 'ой']) },
  { latin: 'ui', cyrillic: ({ atEnd }) => (atEnd ? ['уй'] : ['уи', 'уй']) },
  { latin: 'x', cyrillic: always('кс') },
  { latin: 'a', cyrillic: always('а') },
  { latin: 'b', cyrillic: always('б') },
  { latin: 'c', cyrillic: always('ц', 'к') },
  { latin: 'd', cyrillic: always('д') },
  { latin: 'e', cyrillic: ({ atStart }) => (atStart ? ['е', 'э'] : ['е']) },
  { latin: 'f', cyrillic: always('ф') },
  { latin: 'g', cyrillic: always('г') },
  { latin: 'h', cyrillic: always('х') },
  { latin: 'i', cyrillic: always('и') },
  { latin: 'j', cyrillic: always('й', 'дж') },
  { latin: 'k', cyrillic: always('к') },
  { latin: 'l', cyrillic: always('л') },
  { latin: 'm', cyrillic: always('м') },
  { latin: 'n', cyrillic: always('н') },
  { latin: 'o', cyrillic: always('о') },
  { latin: 'p', cyrillic: always('п') },
  { latin: 'q', cyrillic: always('к') },
  { latin: 'r', cyrillic: always('р') },
  { latin: 's', cyrillic: always('с') },
  { latin: 't', cyrillic: always('т') },
  { latin: 'u', cyrillic: always('у') },
  { latin: 'v', cyrillic: always('в') },
  { latin: 'w', cyrillic: always('в') },
  // After a consonant: Быков; at the end, the "-ий" of Dmitry and Dostoevsky.
  { latin: 'y', cyrillic: ({ afterVowel, atStart, atEnd }) => (afterVowel || atStart ? ['й'] : atEnd ? ['ий', 'ы'] : ['ы', 'ий']) },
  { latin: 'z', cyrillic: always('з') },
  { latin: "'", cyrillic: always('ь') },
  { latin: '’', cyrillic: always('ь') },
  { latin: '"', cyrillic: always('ъ') },
]

/** Readings kept after each step: enough for the usual ambiguities, few enough to probe. */
const MAX_READINGS = 4
const LATIN_VOWEL = /[aeiouy]/i

/** Latin text read as Russian, most likely spelling first; empty when the text has no Latin letters. */
export function latinToCyrillic(text: string): string[] {
  if (!/[a-z]/i.test(text) || /[а-яё]/i.test(text)) return []
  let readings = ['']
  let i = 0
  const lower = text.toLowerCase()
  while (i < text.length) {
    const reading = READINGS.find((candidate) => lower.startsWith(candidate.latin, i))
    if (!reading) {
      readings = readings.map((spelled) => spelled + text[i])
      i += 1
      continue
    }
    const end = i + reading.latin.length
    const context = {
      atStart: i === 0 || !/[a-z'’]/i.test(text[i - 1]!),
      afterVowel: i > 0 && LATIN_VOWEL.test(text[i - 1]!),
      atEnd: end === text.length || !/[a-z'’]/i.test(text[end]!),
    }
    const capital = text[i] !== lower[i]
    const wordInCapitals =
      capital &&
      (end - i > 1 ? text[i + 1] !== lower[i + 1] : text[end] !== undefined && text[end] !== lower[end] && /[a-z]/i.test(text[end]!))
    const options = reading
      .cyrillic(context)
      .map((cyrillic) =>
        wordInCapitals ? cyrillic.toUpperCase() : capital ? cyrillic.charAt(0).toUpperCase() + cyrillic.slice(1) : cyrillic,
      )
    readings = readings.flatMap((spelled) => options.map((option) => spelled + option)).slice(0, MAX_READINGS)
    i = end
  }
  return unique(readings)
}

function unique(items: readonly string[]): string[] {
  return [...new Set(items)]
}
