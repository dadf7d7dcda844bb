import type { Format } from '../../shared/i18n/format'
import type { Edit } from './edit-distance'
import type { DifferenceKind } from './name-key'
import type { NameField } from './near-misses'
import type { DuplicateKind } from './review-findings'

const records = { one: 'record', other: 'records' }
const groups = { one: 'group', other: 'groups' }

/** The review's words (the button's are in control-messages.ts). */
export const en = {
  title: 'Review of all matches',
  close: 'Close',
  scopeAll: 'Every record of the directory (no search).',
  scopeSearch: (terms: string[], f: Format) => `Every record that matches ${f.list(terms)}.`,
  lastNameTerm: (value: string) => `last name “${value}”`,
  firstNameTerm: (value: string) => `first name “${value}”`,
  progressLabel: 'Records read',
  readingStarted: 'Reading all matches…',
  reading: (read: number, count: number, f: Format) => `Read ${f.number(read)} of ${f.count(count, records)}.`,
  readingPercent: (percent: number) => `Reading: ${percent}% read.`,
  waiting: (seconds: number, f: Format) =>
    `The server asked to wait ${f.count(seconds, { one: 'second', other: 'seconds' })}; reading goes on after that.`,
  rereading: 'The list changed while it was read: reading it again.',
  grouping: (count: number, f: Format) => `Grouping ${f.count(count, records)}…`,
  cancel: 'Cancel',
  cancelled: (read: number, count: number, f: Format) => `Review cancelled after reading ${f.number(read)} of ${f.count(count, records)}.`,
  continueReading: 'Continue reading',
  failed: (read: number, count: number, f: Format) =>
    `Reading stopped after ${f.number(read)} of ${f.count(count, records)}. Resume goes on from there.`,
  resume: 'Resume',
  stalled: (read: number, seconds: number, f: Format) =>
    `Grouping stopped: it gave no sign for ${f.count(seconds, { one: 'second', other: 'seconds' })} (the browser may have run out of memory). The ${f.count(read, records)} read are kept; Retry groups them again.`,
  retry: 'Retry',
  empty: 'No record matches this search: there is nothing to review.',
  summary: 'Summary',
  summaryReady: (count: number, f: Format) => `Review ready: ${f.count(count, records)} read.`,
  recordsRead: (count: number, f: Format) => `${f.count(count, records)} read`,
  /** The records a search met through the name key in the whole directory's review. */
  foundByKeyCount: (count: number, f: Format) =>
    `Of them, ${f.count(count, records)} found by the name key in the whole directory's review, not by the service's search.`,
  /** On each such record. */
  foundByKey: "found by the name key, not by the service's search",
  /** The exports' column (XLSX header). */
  foundByKeyHeader: 'Found by the name key',
  twins: 'Twins',
  twinsHint: 'Last name, first name and patronymic identical as received.',
  duplicates: 'Possible duplicates',
  duplicatesHint:
    'The same name written differently (script, spaces, periods, case, ё, transliteration), a letter or two apart, in initials, or with the last and first names swapped.',
  flagsHeading: 'Data-quality flags',
  groupsOf: (groupCount: number, recordCount: number, f: Format) => `${f.count(groupCount, groups)}, ${f.count(recordCount, records)}`,
  flagged: (count: number, f: Format) => f.count(count, records),
  nothingFound: 'No twins, possible duplicates or flagged records.',
  noneInList: 'None.',
  changedSince: (then: number, now: number, f: Format) =>
    `The directory has changed since this review was read: ${f.count(then, records)} then, ${f.number(now)} now.`,
  readAgain: 'Read again',
  changedWhileRead: 'The list changed while it was read; the review holds the records of the last full pass.',
  unsettled: 'The list kept changing while it was read; the review holds every record seen.',
  repeated:
    'The service repeated records it had already given instead of the rest, on every pass, its count never changing; the review holds each record seen, once.',
  cutFewer: (said: number, got: number, f: Format) =>
    `The service said it held ${f.count(said, records)} but gave ${f.number(got)}; the review holds those.`,
  cutMore: (said: number, got: number, f: Format) =>
    `The service kept offering more than the ${f.count(said, records)} it first said it held; the review holds the first ${f.number(got)}.`,
  toSummary: 'Back to the summary',
  pages: 'Pages of this list',
  pagesEnd: 'Pages of this list, at its end',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number, f: Format) => `Page ${f.number(page)} of ${f.number(pages)}`,
  listRange: (from: number, to: number, total: number, noun: 'groups' | 'records', f: Format) =>
    `${f.number(from)}–${f.number(to)} of ${f.count(total, noun === 'groups' ? groups : records)}`,
  exportCsv: 'Export this list as CSV',
  exportJson: 'Export this list as JSON',
  exported: (count: number, f: Format) => `Exported ${f.count(count, records)}.`,
  /** After an XLSX export that cut values to Excel's limit (the list's export says the same). */
  cutToFit: (n: number, f: Format) =>
    `${f.count(n, { one: 'value was', other: 'values were' })} longer than Excel’s 32,767 characters a cell and cut to fit, ending in “…”. CSV and JSON keep every value whole.`,
  group: (number: number, f: Format) => `Group ${f.number(number)}`,
  groupSize: (count: number, spellings: number, f: Format) =>
    spellings > 0 ? `${f.count(count, records)}, ${f.count(spellings, { one: 'spelling', other: 'spellings' })}` : f.count(count, records),
  differsIn: (kinds: string[], f: Format) => `Differs in: ${f.list(kinds)}.`,
  differs: 'differs',
  differences: {
    'blank-patronymic': 'a null or empty patronymic',
    'unicode-form': 'Unicode forms',
    'zero-width': 'zero-width characters',
    whitespace: 'whitespace',
    periods: 'periods',
    script: 'Latin look-alikes (script)',
    case: 'case',
    yo: 'ё and е',
    transliteration: 'transliteration',
  } as Record<DifferenceKind, string>,
  keysHint: 'j and k move between records, Enter opens one.',
  openDetails: 'Details',
  // The kinds of possible duplicates (near misses) and what differs in each.
  kindsHeading: 'Possible duplicates by kind',
  duplicateKinds: {
    'same-key': 'Same name written differently',
    swapped: 'Swapped',
    spelling: 'Spelling',
    initials: 'Initials',
  } as Record<DuplicateKind, string>,
  kindOf: (kind: string) => `Kind: ${kind}.`,
  reasonSwapped: 'last and first names swapped',
  reasonInitials: (otherFullNames: number, f: Format) =>
    otherFullNames > 0
      ? `initials agree with the full names (and with ${f.count(otherFullNames, { one: 'other full name', other: 'other full names' })} in the directory)`
      : 'initials agree with the full names',
  reasonSpelling: (letters: number, edits: string[], field: NameField, f: Format) =>
    `${letters === 1 ? 'one letter' : `${f.number(letters)} letters`}${edits.length > 0 ? `: ${f.list(edits)}` : ''} in the ${{ last_name: 'last name', first_name: 'first name', parent_name: 'patronymic' }[field]}`,
  edit: (edit: Edit) =>
    edit.op === 'substitute'
      ? `${edit.to} for ${edit.from}`
      : edit.op === 'transpose'
        ? `${edit.to} for ${edit.from}`
        : edit.op === 'insert'
          ? `an added ${edit.char}`
          : `a missing ${edit.char}`,
  exportXlsx: 'Export this list as XLSX',
  /** A yes in an XLSX cell (checked, changed since decided, found by the name key); CSV writes "yes". */
  yes: 'yes',
  /** Each kind of group by its name in the rules; a kind without words here is shown by its name. */
  kinds: {
    twins: 'twins',
    'same-key': 'same name key',
    swapped: 'names swapped',
    spelling: 'spelling',
    initials: 'initials',
  } as Record<string, string>,
  groupTitle: (number: string, kind: string) => `${number} (${kind})`,
}

const recordsRu = { one: 'запись', few: 'записи', many: 'записей', other: 'записи' }
const recordsGenRu = { one: 'записи', few: 'записей', many: 'записей', other: 'записи' }
const groupsRu = { one: 'группа', few: 'группы', many: 'групп', other: 'группы' }

export const ru: typeof en = {
  title: 'Проверка всех совпадений',
  close: 'Закрыть',
  scopeAll: 'Все записи справочника (без поиска).',
  scopeSearch: (terms, f) => `Все записи, где ${f.list(terms)}.`,
  lastNameTerm: (value) => `фамилия «${value}»`,
  firstNameTerm: (value) => `имя «${value}»`,
  progressLabel: 'Прочитано записей',
  readingStarted: 'Читаем все совпадения…',
  reading: (read, count, f) => `Прочитано ${f.number(read)} из ${f.count(count, recordsGenRu)}.`,
  readingPercent: (percent) => `Чтение: прочитано ${percent}%.`,
  waiting: (seconds, f) =>
    `Сервер попросил подождать ${f.count(seconds, { one: 'секунду', few: 'секунды', many: 'секунд', other: 'секунды' })}; потом чтение продолжится.`,
  rereading: 'Список изменился во время чтения: читаем заново.',
  grouping: (count, f) => `Группируем ${f.count(count, recordsRu)}…`,
  cancel: 'Отменить',
  cancelled: (read, count, f) => `Проверка отменена: прочитано ${f.number(read)} из ${f.count(count, recordsGenRu)}.`,
  continueReading: 'Продолжить чтение',
  failed: (read, count, f) =>
    `Чтение остановилось: прочитано ${f.number(read)} из ${f.count(count, recordsGenRu)}. «Продолжить» начнёт с этого места.`,
  resume: 'Продолжить',
  stalled: (read, seconds, f) =>
    `Группировка остановилась: от неё не было вестей ${f.count(seconds, { one: 'секунду', few: 'секунды', many: 'секунд', other: 'секунды' })} (возможно, браузеру не хватило памяти). Прочитанные записи (${f.number(read)}) сохранены; «Повторить» сгруппирует их заново.`,
  retry: 'Повторить',
  empty: 'Поиску не соответствует ни одна запись: проверять нечего.',
  summary: 'Итоги',
  summaryReady: (count, f) => `Проверка готова: прочитано ${f.count(count, recordsRu)}.`,
  recordsRead: (count, f) => `Прочитано: ${f.count(count, recordsRu)}`,
  foundByKeyCount: (count, f) =>
    `Из них ${f.count(count, recordsRu)} найдено по ключу имени в проверке всего справочника, не поиском сервиса.`,
  foundByKey: 'найдено по ключу имени, не поиском сервиса',
  foundByKeyHeader: 'Найдено по ключу имени',
  twins: 'Двойники',
  twinsHint: 'Фамилия, имя и отчество совпадают в точности.',
  duplicates: 'Возможные дубликаты',
  duplicatesHint:
    'Одно имя, записанное по-разному (алфавит, пробелы, точки, регистр, ё, транслитерация), с разницей в букву-две, инициалами или с переставленными фамилией и именем.',
  flagsHeading: 'Замечания к данным',
  groupsOf: (groupCount, recordCount, f) => `${f.count(groupCount, groupsRu)}, ${f.count(recordCount, recordsRu)}`,
  flagged: (count, f) => f.count(count, recordsRu),
  nothingFound: 'Двойников, возможных дубликатов и записей с замечаниями нет.',
  noneInList: 'Нет.',
  changedSince: (then, now, f) => `Справочник изменился после проверки: тогда ${f.count(then, recordsRu)}, сейчас ${f.number(now)}.`,
  readAgain: 'Прочитать заново',
  changedWhileRead: 'Список менялся во время чтения; в проверке записи последнего полного прохода.',
  unsettled: 'Список всё время менялся во время чтения; в проверке все увиденные записи.',
  repeated:
    'Сервис при каждом проходе повторял уже выданные записи вместо остальных, а их число не менялось; в проверке каждая увиденная запись по одному разу.',
  cutFewer: (said, got, f) => `Сервис сообщил о ${f.count(said, recordsRu)}, но отдал ${f.number(got)}; в проверке они.`,
  cutMore: (said, got, f) =>
    `Сервис предлагал больше, чем ${f.count(said, recordsRu)}, о которых сообщил сначала; в проверке первые ${f.number(got)}.`,
  toSummary: 'Назад к итогам',
  pages: 'Страницы списка',
  pagesEnd: 'Страницы списка, в его конце',
  previous: 'Назад',
  next: 'Вперёд',
  pageOf: (page, pages, f) => `Страница ${f.number(page)} из ${f.number(pages)}`,
  listRange: (from, to, total, noun, f) =>
    `${f.number(from)}–${f.number(to)} из ${f.count(total, noun === 'groups' ? { one: 'группы', few: 'групп', many: 'групп', other: 'группы' } : recordsGenRu)}`,
  exportCsv: 'Экспортировать список в CSV',
  exportJson: 'Экспортировать список в JSON',
  exported: (count, f) => `Экспортировано: ${f.count(count, recordsRu)}.`,
  cutToFit: (n, f) =>
    `Длиннее 32 767 символов (предел ячейки Excel) — ${f.count(n, { one: 'значение', few: 'значения', many: 'значений', other: 'значения' })}: обрезаны до предела, в конце «…». В CSV и JSON все значения целиком.`,
  group: (number, f) => `Группа ${f.number(number)}`,
  groupSize: (count, spellings, f) =>
    spellings > 0
      ? `${f.count(count, recordsRu)}, ${f.count(spellings, { one: 'написание', few: 'написания', many: 'написаний', other: 'написания' })}`
      : f.count(count, recordsRu),
  differsIn: (kinds, f) => `Различия: ${f.list(kinds)}.`,
  differs: 'различается',
  differences: {
    'blank-patronymic': 'null или пустое отчество',
    'unicode-form': 'формы Юникода',
    'zero-width': 'символы нулевой ширины',
    whitespace: 'пробелы',
    periods: 'точки',
    script: 'латинские двойники букв (алфавит)',
    case: 'регистр',
    yo: 'ё и е',
    transliteration: 'транслитерация',
  },
  keysHint: 'j и k — между записями, Enter — открыть запись.',
  openDetails: 'Подробности',
  kindsHeading: 'Возможные дубликаты по видам',
  duplicateKinds: {
    'same-key': 'Одно имя, записанное по-разному',
    swapped: 'Перестановка',
    spelling: 'Опечатка',
    initials: 'Инициалы',
  },
  kindOf: (kind) => `Вид: ${kind}.`,
  reasonSwapped: 'фамилия и имя переставлены',
  reasonInitials: (otherFullNames, f) =>
    otherFullNames > 0
      ? `инициалы совпадают с полными именами (и ещё с ${f.count(otherFullNames, { one: 'другим полным именем', few: 'другими полными именами', many: 'другими полными именами', other: 'другими полными именами' })} в справочнике)`
      : 'инициалы совпадают с полными именами',
  reasonSpelling: (letters, edits, field, f) =>
    `${letters === 1 ? 'одна буква' : `${f.count(letters, { one: 'буква', few: 'буквы', many: 'букв', other: 'буквы' })}`}${edits.length > 0 ? `: ${f.list(edits)}` : ''} ${{ last_name: 'в фамилии', first_name: 'в имени', parent_name: 'в отчестве' }[field]}`,
  edit: (edit) =>
    edit.op === 'substitute' || edit.op === 'transpose'
      ? `${edit.to} вместо ${edit.from}`
      : edit.op === 'insert'
        ? `лишняя ${edit.char}`
        : `пропущена ${edit.char}`,
  exportXlsx: 'Экспортировать список в XLSX',
  yes: 'да',
  kinds: { twins: 'двойники', 'same-key': 'один ключ имени', swapped: 'перестановка', spelling: 'опечатка', initials: 'инициалы' },
  groupTitle: (number, kind) => `${number} (${kind})`,
}
