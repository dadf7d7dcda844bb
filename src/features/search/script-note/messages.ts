import type { Script } from '../../../entities/author/marks/script'

const LATIN = { one: 'a Latin', many: 'Latin letters' }
const CYRILLIC = { one: 'a Cyrillic', many: 'Cyrillic letters' }

export const en = {
  /** "«Быкoв» holds a Latin o" (the name is drawn before these words). */
  holds: (script: Script, letters: readonly string[]) => {
    const words = script === 'latin' ? LATIN : CYRILLIC
    return letters.length === 1 ? `holds ${words.one} ${letters[0]}` : `holds ${words.many} ${letters.join(', ')}`
  },
  after: '; names written with the other letter may not be among the rows.',
}

export const ru: typeof en = {
  holds: (script, letters) => {
    if (letters.length === 1) return `содержит ${script === 'latin' ? 'латинскую' : 'кириллическую'} ${letters[0]}`
    return `содержит ${script === 'latin' ? 'латинские' : 'кириллические'} буквы ${letters.join(', ')}`
  },
  after: '; имена, написанные другой буквой, могут не найтись.',
}
