import type { Author } from '../shared/api/contract'

/**
 * A deterministic set of non-active authors, as messy as the real register (see
 * shared/api/non-active-authors.md §2.1): mostly Russian names with agreeing patronymics, a share
 * of English, German and French names, initials in place of names, stray spaces, and
 * inconsistently formatted public names.
 */

export const DEFAULT_SEED = 1
export const DEFAULT_DATASET_SIZE = 1200

export type Sex = 'male' | 'female'
type Name = Omit<Author, 'uid'>

export interface Person {
  sex: Sex
  firstName: string
  lastName: string
  /** Full patronymic or middle name; null when the person has none. */
  parentName: string | null
  latin: boolean
}

/** Given name, the patronymic it gives a son, and the one it gives a daughter. */
export const RUSSIAN_MALE_NAMES: readonly (readonly [string, string, string])[] = [
  ['Александр', 'Александрович', 'Александровна'],
  ['Алексей', 'Алексеевич', 'Алексеевна'],
  ['Анатолий', 'Анатольевич', 'Анатольевна'],
  ['Андрей', 'Андреевич', 'Андреевна'],
  ['Аркадий', 'Аркадьевич', 'Аркадьевна'],
  ['Борис', 'Борисович', 'Борисовна'],
  ['Вадим', 'Вадимович', 'Вадимовна'],
  ['Валентин', 'Валентинович', 'Валентиновна'],
  ['Валерий', 'Валерьевич', 'Валерьевна'],
  ['Василий', 'Васильевич', 'Васильевна'],
  ['Виктор', 'Викторович', 'Викторовна'],
  ['Владимир', 'Владимирович', 'Владимировна'],
  ['Владислав', 'Владиславович', 'Владиславовна'],
  ['Вячеслав', 'Вячеславович', 'Вячеславовна'],
  ['Геннадий', 'Геннадьевич', 'Геннадьевна'],
  ['Георгий', 'Георгиевич', 'Георгиевна'],
  ['Григорий', 'Григорьевич', 'Григорьевна'],
  ['Даниил', 'Даниилович', 'Данииловна'],
  ['Денис', 'Денисович', 'Денисовна'],
  ['Дмитрий', 'Дмитриевич', 'Дмитриевна'],
  ['Евгений', 'Евгеньевич', 'Евгеньевна'],
  ['Егор', 'Егорович', 'Егоровна'],
  ['Иван', 'Иванович', 'Ивановна'],
  ['Игорь', 'Игоревич', 'Игоревна'],
  ['Илья', 'Ильич', 'Ильинична'],
  ['Кирилл', 'Кириллович', 'Кирилловна'],
  ['Константин', 'Константинович', 'Константиновна'],
  ['Лев', 'Львович', 'Львовна'],
  ['Леонид', 'Леонидович', 'Леонидовна'],
  ['Максим', 'Максимович', 'Максимовна'],
  ['Матвей', 'Матвеевич', 'Матвеевна'],
  ['Михаил', 'Михайлович', 'Михайловна'],
  ['Никита', 'Никитич', 'Никитична'],
  ['Николай', 'Николаевич', 'Николаевна'],
  ['Олег', 'Олегович', 'Олеговна'],
  ['Павел', 'Павлович', 'Павловна'],
  ['Пётр', 'Петрович', 'Петровна'],
  ['Роман', 'Романович', 'Романовна'],
  ['Семён', 'Семёнович', 'Семёновна'],
  ['Сергей', 'Сергеевич', 'Сергеевна'],
  ['Станислав', 'Станиславович', 'Станиславовна'],
  ['Степан', 'Степанович', 'Степановна'],
  ['Тимофей', 'Тимофеевич', 'Тимофеевна'],
  ['Фёдор', 'Фёдорович', 'Фёдоровна'],
  ['Юрий', 'Юрьевич', 'Юрьевна'],
  ['Ярослав', 'Ярославович', 'Ярославовна'],
]

export const RUSSIAN_FEMALE_NAMES = [
  'Александра',
  'Алёна',
  'Алла',
  'Анастасия',
  'Анна',
  'Валентина',
  'Валерия',
  'Вера',
  'Виктория',
  'Галина',
  'Дарья',
  'Евгения',
  'Екатерина',
  'Елена',
  'Елизавета',
  'Жанна',
  'Зинаида',
  'Зоя',
  'Ирина',
  'Ксения',
  'Лариса',
  'Любовь',
  'Людмила',
  'Майя',
  'Маргарита',
  'Марина',
  'Мария',
  'Надежда',
  'Наталья',
  'Нина',
  'Оксана',
  'Ольга',
  'Полина',
  'Светлана',
  'Софья',
  'Таисия',
  'Тамара',
  'Татьяна',
  'Юлия',
  'Яна',
]

/** Masculine forms; feminineSurname derives the rest. */
export const RUSSIAN_SURNAMES = [
  'Иванов',
  'Смирнов',
  'Кузнецов',
  'Попов',
  'Васильев',
  'Петров',
  'Соколов',
  'Михайлов',
  'Новиков',
  'Фёдоров',
  'Морозов',
  'Волков',
  'Алексеев',
  'Лебедев',
  'Семёнов',
  'Егоров',
  'Павлов',
  'Козлов',
  'Степанов',
  'Николаев',
  'Орлов',
  'Андреев',
  'Макаров',
  'Никитин',
  'Захаров',
  'Зайцев',
  'Соловьёв',
  'Борисов',
  'Яковлев',
  'Григорьев',
  'Романов',
  'Воробьёв',
  'Сергеев',
  'Кузьмин',
  'Фролов',
  'Александров',
  'Дмитриев',
  'Королёв',
  'Гусев',
  'Киселёв',
  'Ильин',
  'Максимов',
  'Поляков',
  'Сорокин',
  'Виноградов',
  'Ковалёв',
  'Белов',
  'Медведев',
  'Антонов',
  'Тарасов',
  'Жуков',
  'Баранов',
  'Филиппов',
  'Комаров',
  'Давыдов',
  'Беляев',
  'Герасимов',
  'Богданов',
  'Осипов',
  'Сидоров',
  'Матвеев',
  'Титов',
  'Марков',
  'Миронов',
  'Крылов',
  'Куликов',
  'Карпов',
  'Власов',
  'Мельников',
  'Денисов',
  'Гаврилов',
  'Тихонов',
  'Казаков',
  'Афанасьев',
  'Данилов',
  'Савельев',
  'Тимофеев',
  'Фомин',
  'Чернов',
  'Абрамов',
  'Мартынов',
  'Ефимов',
  'Щербаков',
  'Назаров',
  'Калинин',
  'Исаев',
  'Чернышёв',
  'Быков',
  'Маслов',
  'Родионов',
  'Коновалов',
  'Лазарев',
  'Воронин',
  'Климов',
  'Пономарёв',
  'Голубев',
  'Кудрявцев',
  'Прохоров',
  'Журавлёв',
  'Соболев',
  'Гончаров',
  'Ершов',
  'Покровский',
  'Никольский',
  'Вознесенский',
  'Успенский',
  'Троицкий',
  'Толстой',
  'Трубецкой',
  'Шевченко',
  'Коваленко',
  'Бондаренко',
  'Черных',
  'Долгих',
  'Седых',
  'Гуревич',
  'Рабинович',
  'Цой',
  'Ким',
  'Ли',
  'Юн',
]

/** Surnames that make a name run long, for the wide-column cases. */
export const LONG_RUSSIAN_SURNAMES = [
  'Преображенский',
  'Христорождественский',
  'Константинопольский',
  'Новоархангельский',
  'Семипалатинский',
  'Воскресенский',
  'Благовещенский',
  'Крестовоздвиженский',
]

interface LatinNames {
  male: readonly string[]
  female: readonly string[]
  surnames: readonly string[]
}

export const LATIN_NAMES: readonly LatinNames[] = [
  {
    male: ['John', 'William', 'James', 'Thomas', 'Michael', 'David', 'Richard', 'Robert', 'Edward', 'Patrick', 'Seán'],
    female: ['Mary', 'Elizabeth', 'Sarah', 'Emily', 'Margaret', 'Jane', 'Catherine', 'Alice', 'Siobhán', 'Zoë'],
    surnames: [
      'Smith',
      'Johnson',
      'Williams',
      'Brown',
      'Taylor',
      'Wilson',
      'Davies',
      'Evans',
      'Thompson',
      'Wright',
      'Walker',
      "O'Brien",
      "O'Connor",
      "O'Neill",
      'McDonald',
      'MacLeod',
      'Fitzgerald',
    ],
  },
  {
    male: ['Jürgen', 'Klaus', 'Günter', 'Hans', 'Wolfgang', 'Friedrich', 'Matthias', 'Stefan', 'Björn'],
    female: ['Ursula', 'Käthe', 'Gisela', 'Brigitte', 'Sabine', 'Anke', 'Jutta', 'Lieselotte'],
    surnames: [
      'Müller',
      'Schmidt',
      'Schneider',
      'Fischer',
      'Weber',
      'Meyer',
      'Wagner',
      'Becker',
      'Schäfer',
      'Hoffmann',
      'Zimmermann',
      'Krüger',
      'Weiß',
      'von Hohenstein',
      'Schwarzenegger',
    ],
  },
  {
    male: ['Jean', 'Jean-Pierre', 'François', 'Léon', 'Étienne', 'Michel', 'Luc', 'Jean-Baptiste'],
    female: ['Hélène', 'Amélie', 'Céline', 'Marie', 'Anne-Sophie', 'Françoise', 'Élodie', 'Noëlle'],
    surnames: [
      'Dupont',
      'Durand',
      'Lefèvre',
      'Moreau',
      'Laurent',
      'Girard',
      'Rousseau',
      'Bonnet',
      'Fontaine',
      'Chevalier',
      'de la Fontaine',
      "d'Alembert",
      'Saint-Exupéry',
      'Lemaître',
    ],
  },
]

/** Hand-picked records for the rare cases a table must survive; every dataset starts from these. */
const SPECIMENS: readonly Name[] = [
  { first_name: 'Пётр', last_name: 'Соловьёв-Седой', parent_name: 'Ильич', public_name: 'Соловьёв-Седой П. И.' },
  { first_name: 'Seán', last_name: "O'Brien", parent_name: null, public_name: "O'Brien S." },
  { first_name: 'John', last_name: 'Smith', parent_name: 'R.', public_name: 'Smith J. <jr>' },
  { first_name: 'Marie', last_name: 'Curie', parent_name: '', public_name: 'Curie M. &amp; P.' },
  {
    first_name: 'Александра',
    last_name: 'Преображенская-Христорождественская',
    parent_name: 'Константиновна',
    public_name: 'Преображенская-Христорождественская А. К.',
  },
  {
    first_name: 'Maximilian',
    last_name: 'Wolfeschlegelsteinhausenbergerdorff',
    parent_name: 'Alexander',
    public_name: 'Wolfeschlegelsteinhausenbergerdorff M. A.',
  },
]

type PublicNameStyle = 'spaced' | 'compact' | 'missing-initial' | 'doubled-period' | 'initials-first' | 'double-space' | 'trailing-space'

const PUBLIC_NAME_STYLES: readonly (readonly [PublicNameStyle, number])[] = [
  ['spaced', 0.5],
  ['compact', 0.3],
  ['missing-initial', 0.04],
  ['doubled-period', 0.04],
  ['initials-first', 0.04],
  ['double-space', 0.04],
  ['trailing-space', 0.04],
]

const LATIN_SHARE = 0.22
const DOUBLE_SURNAME_RATE = 0.04
const LONG_SURNAME_RATE = 0.02
// Sizes of the groups of same-named records, cycled; one group per this many records.
const DUPLICATE_GROUP_SIZES = [3, 2, 4, 2]
const RECORDS_PER_DUPLICATE_GROUP = 100

export function generateAuthors(options: { seed?: number; size?: number } = {}): Author[] {
  return generateDataset(options).authors
}

/** Who a record was written for: a number per person, and the person's name as it truly is. */
export interface DatasetPerson {
  id: number
  name: Pick<Author, 'last_name' | 'first_name' | 'parent_name'>
}

/**
 * The dataset with who is who: `people[i]` is the person record i was written for. A duplicate
 * group's records are one person; every specimen and every other record is a person of its own,
 * even when its name happens to be another's (the pools of names are small).
 */
export function generateDataset(options: { seed?: number; size?: number } = {}): { authors: Author[]; people: DatasetPerson[] } {
  const { seed = DEFAULT_SEED, size = DEFAULT_DATASET_SIZE } = options
  const random = createRandom(seed)
  const names: Array<{ name: Name; person: DatasetPerson }> = SPECIMENS.slice(0, size).map((name, id) => ({ name, person: { id, name } }))
  let people = names.length

  let budget = size - names.length
  const groupCount = Math.floor(size / RECORDS_PER_DUPLICATE_GROUP)
  const variants = [...SPELLING_VARIANTS]
  for (let group = 0; group < groupCount; group++) {
    const groupSize = DUPLICATE_GROUP_SIZES[group % DUPLICATE_GROUP_SIZES.length] ?? 2
    if (groupSize > budget) break
    const written = duplicateGroup(random, groupSize)
    const person = { id: people++, name: written[0]! }
    names.push(...respell(written, variants).map((name) => ({ name, person })))
    budget -= groupSize
  }
  for (; budget > 0; budget--) {
    const person = randomPerson(random)
    const name = { last_name: person.lastName, first_name: person.firstName, parent_name: person.parentName }
    names.push({ name: messyName(random, person), person: { id: people++, name } })
  }

  // Shuffled as the names alone were (the same draws), so the records are as they always were.
  shuffle(random, names)
  const uids = new Set<string>()
  const authors = names.map(({ name }) => {
    let uid = uuidV4(random)
    while (uids.has(uid)) uid = uuidV4(random)
    uids.add(uid)
    return { uid, ...name }
  })
  return { authors, people: names.map(({ person }) => person) }
}

let defaultDataset: readonly Author[] | undefined

/** The default dataset, built on first use so that importing the demo API costs nothing. */
export function getDefaultDataset(): readonly Author[] {
  defaultDataset ??= generateAuthors()
  return defaultDataset
}

export interface Random {
  next: () => number
  uint32: () => number
  chance: (probability: number) => boolean
  pick: <T>(items: readonly T[]) => T
}

/**
 * mulberry32: tiny, fast and good enough for test data; the same seed always gives the same sequence.
 * A class, not closures: the list made on demand (author-index.ts) makes one per record, and a
 * generator of four closures a record was a good part of a million-record list's serving time.
 */
export function createRandom(seed: number): Random {
  return new Mulberry32(seed)
}

class Mulberry32 implements Random {
  private state: number
  constructor(seed: number) {
    this.state = seed >>> 0
  }
  uint32(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return (t ^ (t >>> 14)) >>> 0
  }
  next(): number {
    return this.uint32() / 0x1_0000_0000
  }
  chance(probability: number): boolean {
    return this.next() < probability
  }
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)]
    if (item === undefined) throw new Error('pick from an empty list')
    return item
  }
}

function shuffle<T>(random: Random, items: T[]): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1))
    const item = items[i] as T
    items[i] = items[j] as T
    items[j] = item
  }
}

/** Each byte as two lower-case hex digits. */
const HEX_BYTES = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'))

/**
 * A version 4 uuid from four draws: their 32 hex digits with the 13th made `4` and the 17th the
 * variant (8–b, from that digit's low two bits). Written from the words' bytes, with no string of
 * all 32 digits made first.
 */
export function uuidV4(random: Random): string {
  const a = random.uint32()
  const b = random.uint32()
  const c = random.uint32()
  const d = random.uint32()
  const variant = HEX_BYTES[0x8 | ((c >>> 28) & 0x3)]!.charAt(1)
  return (
    `${hexByte(a, 24)}${hexByte(a, 16)}${hexByte(a, 8)}${hexByte(a, 0)}-${hexByte(b, 24)}${hexByte(b, 16)}` +
    `-4${HEX_BYTES[(b >>> 8) & 0xf]!.charAt(1)}${hexByte(b, 0)}-${variant}${HEX_BYTES[(c >>> 24) & 0xf]!.charAt(1)}${hexByte(c, 16)}` +
    `-${hexByte(c, 8)}${hexByte(c, 0)}${hexByte(d, 24)}${hexByte(d, 16)}${hexByte(d, 8)}${hexByte(d, 0)}`
  )
}

function hexByte(word: number, shift: number): string {
  return HEX_BYTES[(word >>> shift) & 0xff]!
}

function randomPerson(random: Random): Person {
  return random.chance(LATIN_SHARE) ? randomLatinPerson(random) : randomRussianPerson(random)
}

function randomRussianPerson(random: Random): Person {
  const sex: Sex = random.chance(0.5) ? 'male' : 'female'
  const firstName = sex === 'male' ? random.pick(RUSSIAN_MALE_NAMES)[0] : random.pick(RUSSIAN_FEMALE_NAMES)
  const [, sonOf, daughterOf] = random.pick(RUSSIAN_MALE_NAMES)
  let lastName = surnameForSex(random.pick(RUSSIAN_SURNAMES), sex)
  if (random.chance(LONG_SURNAME_RATE)) lastName = surnameForSex(random.pick(LONG_RUSSIAN_SURNAMES), sex)
  else if (random.chance(DOUBLE_SURNAME_RATE)) lastName = doubleSurname(random, RUSSIAN_SURNAMES, sex)
  return { sex, firstName, lastName, parentName: sex === 'male' ? sonOf : daughterOf, latin: false }
}

function randomLatinPerson(random: Random): Person {
  const names = random.pick(LATIN_NAMES)
  const sex: Sex = random.chance(0.5) ? 'male' : 'female'
  const given = sex === 'male' ? names.male : names.female
  const firstName = random.pick(given)
  let lastName = random.pick(names.surnames)
  if (random.chance(DOUBLE_SURNAME_RATE)) lastName = doubleSurname(random, names.surnames, sex)
  const middleName = random.pick(given)
  return { sex, firstName, lastName, parentName: middleName === firstName ? null : middleName, latin: true }
}

function doubleSurname(random: Random, surnames: readonly string[], sex: Sex): string {
  const first = random.pick(surnames)
  let second = random.pick(surnames)
  while (second === first) second = random.pick(surnames)
  return [first, second].map((surname) => surnameForSex(surname, sex)).join('-')
}

/** Russian surnames agree with the bearer's sex; indeclinable and foreign ones pass through. */
export function surnameForSex(masculine: string, sex: Sex): string {
  if (sex === 'male') return masculine
  if (/(ов|ев|ёв|ин|ын)$/.test(masculine)) return `${masculine}а`
  if (/(ский|цкий)$/.test(masculine)) return `${masculine.slice(0, -2)}ая`
  if (/[оы]й$/.test(masculine) && masculine.length > 3) return `${masculine.slice(0, -2)}ая`
  return masculine
}

/** One person written down several times: same names, new uid, the public name typed differently each time. */
function duplicateGroup(random: Random, groupSize: number): Name[] {
  let person = randomPerson(random)
  while (person.parentName === null) person = randomPerson(random)
  const parentName = person.parentName
  const styles = PUBLIC_NAME_STYLES.map(([style]) => style)
  shuffle(random, styles)
  return styles.slice(0, groupSize).map((style) => ({
    first_name: person.firstName,
    last_name: person.lastName,
    parent_name: parentName,
    public_name: publicName(person.lastName, [person.firstName, parentName], style),
  }))
}

/**
 * The ways the register writes one name twice, which the review finds as possible duplicates:
 * another script (a Latin look-alike letter, a surname transliterated), ё for е, stray
 * whitespace, a period, capitals, a zero-width character, an empty patronymic for a null one.
 */
type SpellingVariant = 'blank-patronymic' | 'transliteration' | 'script' | 'yo' | 'whitespace' | 'periods' | 'case' | 'zero-width'

const SPELLING_VARIANTS: readonly SpellingVariant[] = [
  'transliteration',
  'blank-patronymic',
  'script',
  'yo',
  'whitespace',
  'periods',
  'case',
  'zero-width',
]

/** ICAO 9303, as the review's name key reads Cyrillic; capitalised where the letter was. */
const ICAO: Readonly<Record<string, string>> = Object.fromEntries(
  'а a б b в v г g д d е e ё e ж zh з z и i й i к k л l м m н n о o п p р r с s т t у u ф f х kh ц ts ч ch ш sh щ shch ъ ie ы y ь - э e ю iu я ia'
    .split(' ')
    .reduce<string[][]>(
      (pairs, item, at) => (at % 2 === 0 ? [...pairs, [item]] : (pairs.at(-1)!.push(item === '-' ? '' : item), pairs)),
      [],
    ),
)

function transliterated(text: string): string {
  return text.replace(/[а-яё]/gi, (letter) => {
    const latin = ICAO[letter.toLowerCase()] ?? letter
    return letter === letter.toLowerCase() ? latin : latin.charAt(0).toUpperCase() + latin.slice(1)
  })
}

/** One name spelt another way, or undefined when the name has nothing to spell so. No randomness: the dataset's sequence stays as it was. */
function variantOf(name: Name, variant: Exclude<SpellingVariant, 'blank-patronymic'>): Name | undefined {
  const last = name.last_name
  const cyrillic = /[а-яё]/i.test(last)
  switch (variant) {
    case 'transliteration':
      return cyrillic ? { ...name, last_name: transliterated(last) } : undefined
    case 'script': {
      // A Latin letter among the Cyrillic ones, looking the same.
      const at = last.search(/[аеорсху]/)
      return cyrillic && at > 0
        ? { ...name, last_name: last.slice(0, at) + 'aeopcxy'['аеорсху'.indexOf(last[at]!)]! + last.slice(at + 1) }
        : undefined
    }
    case 'yo':
      return /е/.test(last) ? { ...name, last_name: last.replace('е', 'ё') } : undefined
    case 'whitespace':
      return { ...name, last_name: `${last} ` }
    case 'periods':
      return name.parent_name ? { ...name, parent_name: `${name.parent_name}.` } : undefined
    case 'case':
      return { ...name, last_name: last.toUpperCase() }
    case 'zero-width':
      return { ...name, last_name: `${last.slice(0, 1)}\u200b${last.slice(1)}` }
  }
}

/**
 * Respells the last member of a group of two or three, taking the next variant still to be shown
 * that suits the name: a pair becomes two spellings of one name, a group of three keeps a pair of
 * twins. An empty and a null patronymic take both records of a pair. Groups of four stay as they
 * are, twins all.
 */
function respell(group: Name[], pending: SpellingVariant[]): Name[] {
  if (group.length < 2 || group.length > 3) return group
  const result = [...group]
  if (group.length === 2 && pending.includes('blank-patronymic')) {
    pending.splice(pending.indexOf('blank-patronymic'), 1)
    result[0] = { ...result[0]!, parent_name: '' }
    result[1] = { ...result[1]!, parent_name: null }
    return result
  }
  const last = group.length - 1
  for (const variant of pending) {
    if (variant === 'blank-patronymic') continue
    const respelt = variantOf(group[last]!, variant)
    if (!respelt) continue
    result[last] = respelt
    pending.splice(pending.indexOf(variant), 1)
    break
  }
  return result
}

/** The data-entry mistakes of the register, each at a rate of a few per cent. */
function messyName(random: Random, person: Person): Name {
  const roll = random.next()
  let firstName = person.firstName
  if (roll < 0.07) firstName = `${initial(firstName)}.`
  else if (roll < 0.11) firstName = initial(firstName)

  const parentName = messyParentName(random, person)

  const lastNameRoll = random.next()
  let lastName = person.lastName
  if (lastNameRoll < 0.03) lastName = ` ${lastName}`
  else if (lastNameRoll < 0.06) lastName = `${lastName} ${initial(firstName)}`

  const style = pickStyle(random)
  return {
    first_name: firstName,
    last_name: lastName,
    parent_name: parentName,
    public_name: publicName(person.lastName, [firstName, parentName], style),
  }
}

export function messyParentName(random: Random, person: Pick<Person, 'parentName' | 'latin'>): string | null {
  const roll = random.next()
  const full = person.parentName
  if (full === null) return person.latin && roll < 0.4 ? '' : null
  if (person.latin) {
    // Western names rarely carry a middle name in the register.
    if (roll < 0.45) return null
    if (roll < 0.7) return ''
    if (roll < 0.9) return full
    return roll < 0.96 ? `${initial(full)}.` : initial(full)
  }
  if (roll < 0.07) return `${initial(full)}.`
  if (roll < 0.11) return initial(full)
  if (roll < 0.16) return ''
  if (roll < 0.22) return null
  return full
}

export function pickStyle(random: Random): PublicNameStyle {
  let roll = random.next()
  for (const [style, weight] of PUBLIC_NAME_STYLES) {
    roll -= weight
    if (roll < 0) return style
  }
  return 'spaced'
}

export function publicName(lastName: string, names: readonly (string | null)[], style: PublicNameStyle): string {
  const initials = names.filter((name): name is string => !!name).map((name) => `${initial(name)}.`)
  const surname = lastName.trim()
  switch (style) {
    case 'spaced':
      return `${surname} ${initials.join(' ')}`
    case 'compact':
      return `${surname} ${initials.join('')}`
    case 'missing-initial':
      return initials.length > 1 ? `${surname} ${initials[0]}` : `${surname} ${initials.join(' ')}`
    case 'doubled-period':
      return `${surname} ${initials.length > 1 ? initials.join('.') : `${initials.join('')}.`}`
    case 'initials-first':
      return `${initials.join('')} ${surname}`
    case 'double-space':
      return `${surname}  ${initials.join(' ')}`
    case 'trailing-space':
      return `${surname} ${initials.join(' ')} `
  }
}

/** The first character (code point) of the trimmed name, '' for none. */
export function initial(name: string): string {
  const first = name.trim().codePointAt(0)
  return first === undefined ? '' : String.fromCodePoint(first)
}
