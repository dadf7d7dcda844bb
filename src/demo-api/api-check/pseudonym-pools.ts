import {
  RUSSIAN_FEMALE_NAMES,
  RUSSIAN_MALE_NAMES,
  RUSSIAN_SURNAMES,
  WESTERN_FEMALE_NAMES,
  WESTERN_MALE_NAMES,
  WESTERN_SURNAMES,
} from './pseudonym-names'

/** The name lists in the forms the pseudonymizer draws: Russian ones by sex, with derived feminine surnames and patronymics. */
export interface NamePool {
  male: readonly string[]
  female: readonly string[]
  all: readonly string[]
}

export type PoolKind = 'russianSurnames' | 'russianGiven' | 'russianPatronymics' | 'westernSurnames' | 'westernGiven'

/** Иванов → Иванова, Загорский → Загорская; others unchanged. */
export function feminineSurname(masculine: string): string {
  if (/(ов|ев|ёв|ин|ын)$/.test(masculine)) return `${masculine}а`
  if (/(ский|цкий)$/.test(masculine)) return `${masculine.slice(0, -2)}ая`
  return masculine
}

/** The patronymic a male given name gives a son and a daughter: Платон → Платонович, Платоновна. */
export function patronymicOf(name: string): readonly [son: string, daughter: string] {
  if (/[ая]$/.test(name)) {
    const stem = name.slice(0, -1)
    return [`${stem}ич`, `${stem}инична`]
  }
  if (/ий$/.test(name)) {
    const stem = name.slice(0, -2)
    return [`${stem}ьевич`, `${stem}ьевна`]
  }
  if (/[йь]$/.test(name)) {
    const stem = name.slice(0, -1)
    return [`${stem}евич`, `${stem}евна`]
  }
  return [`${name}ович`, `${name}овна`]
}

const pool = (male: readonly string[], female: readonly string[]): NamePool => ({ male, female, all: [...male, ...female] })

let pools: Record<PoolKind, NamePool> | undefined

export function namePools(): Record<PoolKind, NamePool> {
  pools ??= {
    russianSurnames: pool(RUSSIAN_SURNAMES, RUSSIAN_SURNAMES.map(feminineSurname)),
    russianGiven: pool(RUSSIAN_MALE_NAMES, RUSSIAN_FEMALE_NAMES),
    russianPatronymics: pool(
      RUSSIAN_MALE_NAMES.map((name) => patronymicOf(name)[0]),
      RUSSIAN_MALE_NAMES.map((name) => patronymicOf(name)[1]),
    ),
    westernSurnames: pool(WESTERN_SURNAMES, WESTERN_SURNAMES),
    westernGiven: pool(WESTERN_MALE_NAMES, WESTERN_FEMALE_NAMES),
  }
  return pools
}
