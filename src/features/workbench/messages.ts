import type { Format } from '../../shared/i18n/format'
import type { AuthorField } from '../../entities/author/flags'
import * as flagWords from '../../entities/author/flag-messages'
import type { CharNote } from './char-inspector'
import type { WhitespaceKind } from '../../entities/author/marks/whitespace'

const fieldsEn: Record<AuthorField, string> = {
  uid: 'UID',
  first_name: 'first name',
  last_name: 'last name',
  parent_name: 'patronymic',
  public_name: 'public name',
}

const fieldsRu: Record<AuthorField, string> = {
  uid: 'UID',
  first_name: 'имя',
  last_name: 'фамилия',
  parent_name: 'отчество',
  public_name: 'публичное имя',
}

export const en = {
  copyJson: 'Copy as JSON',
  copyTsv: 'Copy as TSV',
  close: 'Close',
  twins: (n: number, f: Format) => `${f.count(n, { one: 'record', other: 'records' })} with this name`,
  showTwins: 'Show all with this name',
  field: fieldsEn,
  fieldLabel: {
    uid: 'UID',
    first_name: 'First name',
    last_name: 'Last name',
    parent_name: 'Patronymic',
    public_name: 'Public name',
  } as Record<AuthorField, string>,
  flags: flagWords.en,
  flagIn: (name: string, fields: string[], f: Format) => `${name} (${f.list(fields)})`,
  noFlags: 'No data-quality flags',
  flaggedRows: (flagged: number, rows: number, f: Format) =>
    flagged === 0
      ? `None of the ${f.count(rows, { one: 'row', other: 'rows' })} on this page has a data-quality flag.`
      : `${f.number(flagged)} of ${f.count(rows, { one: 'row', other: 'rows' })} on this page ${flagged === 1 ? 'has' : 'have'} data-quality flags.`,
  twinRows: (rows: number, f: Format) => `${f.count(rows, { one: 'row shares', other: 'rows share' })} a name with another row.`,
  legend: 'What the marks mean',
  twinLegend: 'This many records on the page have exactly the same last name, first name and patronymic.',
  scriptLegendName: 'A letter of the other script, boxed where it sits',
  scriptLegend:
    'A Latin letter among Cyrillic ones, or the reverse, as in “Орлов A.” with a Latin A. Screen readers name it after the letter (“Latin A”); copying gives the text as it is.',
  // Tips: what a mark in the text means, on hover, on keyboard focus of its row and on tap.
  tipScript: (name: string) =>
    `${name}: a letter of the other script. It looks like its twin, but search, sorting and comparison treat it as a different letter.`,
  tipKinds: { space: 'space', tab: 'tab', nbsp: 'non-breaking space', other: 'other whitespace' } as Record<WhitespaceKind, string>,
  tipWhitespace: (count: number, names: string[], f: Format) =>
    `${f.count(count, { one: 'whitespace character', other: 'whitespace characters' })} (${names.join(', ')}), marked because the page would not show it otherwise.`,
  tipNull: 'No value (null).',
  tipEmpty: 'Empty text: a value of no characters, not null.',
  copiedUid: (uid: string) => `Copied UID ${uid}.`,
  copiedJson: (name: string) => `Copied ${name} as JSON.`,
  copiedTsv: (name: string) => `Copied ${name} as TSV.`,
  copyFailed: 'Could not copy: the browser did not allow access to the clipboard.',
  // Details
  detailsOf: (name: string) => `Record ${name}`,
  noPublicName: 'Record without a public name',
  nullValue: 'null (no value)',
  inspector: 'Characters to look at',
  inspectorNone: 'Only plain letters, digits and single inner spaces.',
  inspectorListed: (shown: number, total: number, f: Format) =>
    `The first ${f.number(shown)} of ${f.count(total, { one: 'character', other: 'characters' })} to look at are listed.`,
  inspectorMore: (more: number, f: Format) => `List ${f.number(more)} more`,
  position: 'Position',
  character: 'Character',
  codePoint: 'Code point',
  unicodeName: 'Unicode name',
  note: 'Note',
  unknownName: 'not in the app’s table',
  notes: {
    leading: 'at the start',
    trailing: 'at the end',
    repeated: 'doubled space',
    'other-script': 'letter of another script',
    invisible: 'invisible',
    punctuation: 'punctuation',
    unusual: 'unusual character',
  } as Record<CharNote, string>,
  flagsOfRecord: 'Data-quality flags',
  retry: 'Try again',
  notOnPage: (uid: string) => `The record ${uid} is not on this page of the list: it may have been changed or removed.`,
  // Twins
  twinsTitle: (name: string) => `All records named ${name}`,
  twinsSearching: (loaded: number, total: number | undefined, f: Format) =>
    total === undefined ? 'Searching the directory…' : `Searching the directory: ${f.number(loaded)} of ${f.number(total)} matches read…`,
  twinsFound: (n: number, f: Format) => `${f.count(n, { one: 'record', other: 'records' })} in the whole directory with exactly this name.`,
  twinsByLastName: 'The API has no first-name search here, so every record with this last name was read.',
  twinsDiffNote: 'Characters that differ from the first record (and, in the first, from any other) are underlined and marked.',
  record: (n: number) => `Record ${n}`,
  differs: 'differs',
  twinsFailed: 'The search for records with this name failed.',
  twinsSignedOut: 'The search for records with this name stopped: you are not signed in to the author service, or the session has ended.',
  twinsSignedOutMidway: (read: number, f: Format) =>
    `The search stopped after ${f.count(read, { one: 'record', other: 'records' })}: you are not signed in to the author service, or the session has ended. The twins shown are among those read.`,
  twinsSignInThenRetry: 'Sign in (the sign-in page opens in a new tab), then come back and press Try again.',
  twinsSignInElsewhere: 'Sign in to the author service the way your organisation does (in another tab), then press Try again.',
  twinsFoundAmong: (n: number, read: number, f: Format) =>
    `${f.count(n, { one: 'record', other: 'records' })} with exactly this name among the ${f.count(read, { one: 'match', other: 'matches' })} read.`,
  twinsTooMany: (count: number, read: number, f: Format) =>
    `The search for this name answered ${f.count(count, { one: 'record', other: 'records' })}: the lookup stopped after the first ${f.number(read)}, so there may be more records with this name.`,
  twinsCutMore: (said: number, pages: number, f: Format) =>
    `The service first reported ${f.count(said, { one: 'match', other: 'matches' })} but kept saying there were more: the lookup stopped after ${f.count(pages, { one: 'page', other: 'pages' })}, as many as that count allows, so there may be more records with this name.`,
  twinsCutFewer: (said: number, read: number, f: Format) =>
    `The service reported ${f.count(said, { one: 'match', other: 'matches' })} but gave ${f.number(read)}; only those were compared.`,
  twinsShownFirst: (shown: number, f: Format) => `Side by side: the first ${f.number(shown)} of them.`,
  // Keyboard
  shortcuts: 'Keyboard shortcuts',
  keys: [
    ['↓ / j', 'Next row'],
    ['↑ / k', 'Previous row'],
    ['Home / End', 'First / last row of the page'],
    ['Enter', 'Open the row’s details'],
    ['Page Down / Alt+→', 'Next page'],
    ['Page Up / Alt+←', 'Previous page'],
    ['j / → · k / ←', 'In Details: next / previous record of the page'],
    ['Escape', 'Close a dialog'],
    ['c', 'Copy the row’s UID'],
    ['g', 'Go to the page-number field'],
    ['/', 'Search by last name'],
    ['?', 'Show these shortcuts'],
  ] as Array<[string, string]>,
  /** On any keyboard layout: the keys are read by their place (a Russian layout's о, л, п, с, ".", ","). */
  keysAnyLayout: 'The letter keys work by their place on the keyboard, so they work on a Russian layout too.',
  // Details: moving through the page
  recordNavigation: 'Records of this page',
  previousRecord: 'Previous record',
  nextRecord: 'Next record',
  recordPosition: (index: number, total: number, f: Format) => `Record ${f.number(index + 1)} of ${f.number(total)} on this page`,
  noPreviousRecord: 'This is the first record of this page; Previous page in the pager shows the ones before.',
  noNextRecord: 'This is the last record of this page; Next page in the pager shows the ones after.',
}

export const ru: typeof en = {
  copyJson: 'Копировать как JSON',
  copyTsv: 'Копировать как TSV',
  close: 'Закрыть',
  twins: (n, f) => `${f.count(n, { one: 'запись', few: 'записи', many: 'записей', other: 'записи' })} с этим именем`,
  showTwins: 'Показать все с этим именем',
  field: fieldsRu,
  fieldLabel: {
    uid: 'UID',
    first_name: 'Имя',
    last_name: 'Фамилия',
    parent_name: 'Отчество',
    public_name: 'Публичное имя',
  },
  flags: flagWords.ru,
  flagIn: (name, fields, f) => `${name} (${f.list(fields)})`,
  noFlags: 'Замечаний к данным нет',
  flaggedRows: (flagged, rows, f) =>
    flagged === 0
      ? `Ни у одной из ${f.count(rows, { one: 'строки', few: 'строк', many: 'строк', other: 'строки' })} на этой странице нет замечаний к данным.`
      : `Замечания к данным есть у ${f.number(flagged)} из ${f.count(rows, { one: 'строки', few: 'строк', many: 'строк', other: 'строки' })} на этой странице.`,
  twinRows: (rows, f) =>
    `${f.count(rows, { one: 'строка', few: 'строки', many: 'строк', other: 'строки' })} с именем, которое есть и в другой строке.`,
  legend: 'Что означают отметки',
  twinLegend: 'Столько записей на странице имеют точно такие же фамилию, имя и отчество.',
  scriptLegendName: 'Буква другого алфавита, в рамке там, где стоит',
  scriptLegend:
    'Латинская буква среди кириллических или наоборот, как в «Орлов A.» с латинской A. Программы чтения с экрана называют её после буквы («латинская A»); копируется текст как есть.',
  tipScript: (name) =>
    `${name}: буква другого алфавита. Выглядит так же, как её двойник, но поиск, сортировка и сравнение считают её другой буквой.`,
  tipKinds: { space: 'пробел', tab: 'табуляция', nbsp: 'неразрывный пробел', other: 'другой пробельный символ' },
  tipWhitespace: (count, names, f) =>
    `${f.count(count, { one: 'пробельный символ', few: 'пробельных символа', many: 'пробельных символов', other: 'пробельного символа' })} (${names.join(', ')}) — отмечено, потому что иначе на странице не видно.`,
  tipNull: 'Нет значения (null).',
  tipEmpty: 'Пустая строка: значение без символов, а не null.',
  copiedUid: (uid) => `UID ${uid} скопирован.`,
  copiedJson: (name) => `Запись ${name} скопирована как JSON.`,
  copiedTsv: (name) => `Запись ${name} скопирована как TSV.`,
  copyFailed: 'Не удалось скопировать: браузер не дал доступа к буферу обмена.',
  detailsOf: (name) => `Запись ${name}`,
  noPublicName: 'Запись без публичного имени',
  nullValue: 'null (нет значения)',
  inspector: 'Символы, на которые стоит посмотреть',
  inspectorNone: 'Только обычные буквы, цифры и одиночные пробелы внутри.',
  inspectorListed: (shown, total, f) =>
    `Показаны первые ${f.number(shown)} из ${f.count(total, { one: 'символа', few: 'символов', many: 'символов', other: 'символа' })}, на которые стоит посмотреть.`,
  inspectorMore: (more, f) => `Показать ещё ${f.number(more)}`,
  position: 'Позиция',
  character: 'Символ',
  codePoint: 'Код',
  unicodeName: 'Название в Юникоде',
  note: 'Примечание',
  unknownName: 'нет в таблице приложения',
  notes: {
    leading: 'в начале',
    trailing: 'в конце',
    repeated: 'двойной пробел',
    'other-script': 'буква другого алфавита',
    invisible: 'невидимый',
    punctuation: 'знак препинания',
    unusual: 'необычный символ',
  },
  flagsOfRecord: 'Замечания к данным',
  retry: 'Попробовать ещё раз',
  notOnPage: (uid) => `Записи ${uid} нет на этой странице списка: возможно, её изменили или удалили.`,
  twinsTitle: (name) => `Все записи с именем ${name}`,
  twinsSearching: (loaded, total, f) =>
    total === undefined ? 'Поиск по справочнику…' : `Поиск по справочнику: прочитано ${f.number(loaded)} из ${f.number(total)} совпадений…`,
  twinsFound: (n, f) =>
    `${f.count(n, { one: 'запись', few: 'записи', many: 'записей', other: 'записи' })} во всём справочнике с точно таким именем.`,
  twinsByLastName: 'Поиска по имени в этом API нет, поэтому прочитаны все записи с этой фамилией.',
  twinsDiffNote: 'Символы, которые отличаются от первой записи (а в первой — от любой другой), подчёркнуты и отмечены.',
  record: (n) => `Запись ${n}`,
  differs: 'отличается',
  twinsFailed: 'Поиск записей с этим именем не удался.',
  twinsSignedOut: 'Поиск записей с этим именем остановлен: вы не вошли в сервис авторов или сессия закончилась.',
  twinsSignedOutMidway: (read, f) =>
    `Поиск остановлен после ${f.count(read, { one: 'записи', few: 'записей', many: 'записей', other: 'записи' })}: вы не вошли в сервис авторов или сессия закончилась. Показанные двойники — среди прочитанных.`,
  twinsSignInThenRetry: 'Войдите (страница входа откроется в новой вкладке), вернитесь и нажмите «Попробовать ещё раз».',
  twinsSignInElsewhere:
    'Войдите в сервис авторов так, как принято в вашей организации (в другой вкладке), и нажмите «Попробовать ещё раз».',
  twinsFoundAmong: (n, read, f) =>
    `Среди прочитанных совпадений (${f.number(read)}) с точно таким именем: ${f.count(n, { one: 'запись', few: 'записи', many: 'записей', other: 'записи' })}.`,
  twinsTooMany: (count, read, f) =>
    `Поиск по этому имени дал совпадений: ${f.number(count)}. Проверка остановилась на первых ${f.number(read)}, так что записей с этим именем может быть больше.`,
  twinsCutMore: (said, pages, f) =>
    `Сервис сначала сообщил, что совпадений ${f.number(said)}, но всё время говорил, что есть ещё: проверка остановилась после ${f.count(pages, { one: 'страницы', few: 'страниц', many: 'страниц', other: 'страницы' })} (столько допускает это число), так что записей с этим именем может быть больше.`,
  twinsCutFewer: (said, read, f) => `Сервис сообщил, что совпадений ${f.number(said)}, но выдал ${f.number(read)}; сравнены только они.`,
  twinsShownFirst: (shown, f) => `Рядом показаны первые ${f.number(shown)} из них.`,
  shortcuts: 'Сочетания клавиш',
  keys: [
    ['↓ / j', 'Следующая строка'],
    ['↑ / k', 'Предыдущая строка'],
    ['Home / End', 'Первая / последняя строка страницы'],
    ['Enter', 'Открыть подробности строки'],
    ['Page Down / Alt+→', 'Следующая страница'],
    ['Page Up / Alt+←', 'Предыдущая страница'],
    ['j / → · k / ←', 'В подробностях: следующая / предыдущая запись страницы'],
    ['Escape', 'Закрыть диалог'],
    ['c', 'Скопировать UID строки'],
    ['g', 'Перейти к полю номера страницы'],
    ['/', 'Поиск по фамилии'],
    ['?', 'Показать эти сочетания'],
  ],
  keysAnyLayout: 'Буквенные клавиши работают по своему месту на клавиатуре, поэтому и в русской раскладке (о, л, п, с, «.», «,»).',
  recordNavigation: 'Записи этой страницы',
  previousRecord: 'Предыдущая запись',
  nextRecord: 'Следующая запись',
  recordPosition: (index, total, f) => `Запись ${f.number(index + 1)} из ${f.number(total)} на этой странице`,
  noPreviousRecord: 'Это первая запись страницы; предыдущие — на предыдущей странице (кнопка в переключателе страниц).',
  noNextRecord: 'Это последняя запись страницы; следующие — на следующей странице (кнопка в переключателе страниц).',
}
