import type { Format } from '../../shared/i18n/format'
import type { ExportFormat } from './file-name'
import * as flagWords from '../../entities/author/flag-messages'

export const FORMAT_NAMES: Record<ExportFormat, string> = { xlsx: 'Excel (XLSX)', csv: 'CSV', json: 'JSON' }

export const en = {
  panelTitle: 'Export authors',
  currentPage: 'Current page',
  currentPageDetail: (first: number, last: number, f: Format) => `rows ${f.range(first, last)}`,
  allMatches: 'All matches',
  allMatchesDetail: (count: number, f: Format) => f.count(count, { one: 'author', other: 'authors' }),
  pageAs: (format: ExportFormat) => `Current page as ${FORMAT_NAMES[format]}`,
  allAs: (format: ExportFormat) => `All matches as ${FORMAT_NAMES[format]}`,
  nothingToExport: 'There is nothing to export: the list shows no authors.',
  formatsNote:
    'Excel (XLSX) holds the columns shown on screen, in their order, under the headers you see; every value is text exactly as received, never a formula. CSV opens in Excel with Cyrillic intact (UTF-8 with a byte order mark). A value that starts with =, +, -, @, a tab or a carriage return gets a leading apostrophe, so a spreadsheet shows it as text instead of running it as a formula. JSON holds the values exactly as the server sent them, null included.',
  exporting: (format: ExportFormat) => `Exporting all matches as ${FORMAT_NAMES[format]}`,
  progressLabel: 'Authors fetched',
  progress: (received: number, count: number, f: Format) => `${f.number(received)} of ${f.number(count)}`,
  recheck: 'The list changed while exporting: going through it again so that the file is complete.',
  waiting: (seconds: number, f: Format) =>
    `The server asked the app to slow down (HTTP 429); continuing in ${f.count(seconds, { one: 'second', other: 'seconds' })}.`,
  building: 'Writing the file…',
  cancel: 'Cancel',
  resume: 'Resume',
  failedTitle: 'The export stopped',
  failedKept: (received: number, count: number, f: Format) =>
    `${f.number(received)} of ${f.number(count)} authors are already fetched; Resume continues from there.`,
  cancelled: 'Export cancelled. Nothing was downloaded.',
  downloaded: (fileName: string, count: number, f: Format) =>
    `Downloaded ${fileName} (${f.count(count, { one: 'author', other: 'authors' })}).`,
  changed: (start: number, end: number, f: Format) =>
    `The list changed while exporting: it had ${f.number(start)} authors when the export began and ${f.number(end)} at the end. The file holds each author once, as the list stood at the end.`,
  changedUnsettled: (start: number, end: number, f: Format) =>
    `The list kept changing while exporting (from ${f.number(start)} to ${f.number(end)} authors). The file holds every author seen, each once; export again later for a settled copy.`,
  repeated:
    'The service repeated authors it had already given instead of the rest, on every pass, its count never changing. The file holds each author seen, once.',
  cutFewer: (said: number, got: number, f: Format) =>
    `The service reported ${f.count(said, { one: 'author', other: 'authors' })} but gave ${f.number(got)}; the file holds what it gave.`,
  cutMore: (said: number, got: number, pages: number, f: Format) =>
    `The service first reported ${f.count(said, { one: 'author', other: 'authors' })} but kept saying there were more: the export stopped after ${f.count(pages, { one: 'page', other: 'pages' })}, as many as that count allows, and the file holds the ${f.count(got, { one: 'author', other: 'authors' })} read by then.`,
  sheetName: 'Authors',
  checksHeader: 'Checks',
  flags: flagWords.en,
  twinsInFile: (n: number, f: Format) => `${f.count(n, { one: 'record', other: 'records' })} in the file with this name`,
  uidAdded: 'The file holds the UID column too, though it is hidden on screen: each row says which record it is.',
  cutValues: (n: number, f: Format) =>
    `${f.count(n, { one: 'value was', other: 'values were' })} longer than Excel’s 32,767 characters a cell and cut to fit, ending in “…”. CSV and JSON keep every value whole.`,
  columns: {
    public_name: 'Public name',
    last_name: 'Last name',
    first_name: 'First name',
    parent_name: 'Patronymic',
    uid: 'UID',
  },
  details: 'Details',
  statusDetails: 'Export details',
  closeStatus: 'Hide this message',
  shortAgain: 'again',
  shortWaiting: (seconds: number, f: Format) => `wait ${f.number(seconds)} s`,
  shortBuilding: 'writing',
  shortFailed: 'Export stopped',
  shortCancelled: 'Export cancelled.',
  shortDone: (count: number, f: Format) => `Downloaded ${f.count(count, { one: 'author', other: 'authors' })}`,
  shortDoneWarn: (count: number, f: Format) => `Downloaded ${f.number(count)}, with a warning`,
}

export const ru: typeof en = {
  panelTitle: 'Экспорт авторов',
  currentPage: 'Текущая страница',
  currentPageDetail: (first, last, f) => `строки ${f.range(first, last)}`,
  allMatches: 'Все найденные',
  allMatchesDetail: (count, f) => f.count(count, { one: 'автор', few: 'автора', many: 'авторов', other: 'автора' }),
  pageAs: (format) => `Текущая страница в ${FORMAT_NAMES[format]}`,
  allAs: (format) => `Все найденные в ${FORMAT_NAMES[format]}`,
  nothingToExport: 'Экспортировать нечего: в списке нет авторов.',
  formatsNote:
    'Excel (XLSX) содержит столбцы, показанные на экране, в том же порядке и с теми же заголовками; каждое значение — текст ровно как получен, никогда не формула. CSV открывается в Excel с кириллицей (UTF-8 с меткой порядка байтов). Перед значением, которое начинается с =, +, -, @, табуляции или возврата каретки, ставится апостроф, чтобы таблица показала его как текст, а не выполнила как формулу. JSON содержит значения ровно такими, какими их прислал сервер, включая null.',
  exporting: (format) => `Экспорт всех найденных в ${FORMAT_NAMES[format]}`,
  progressLabel: 'Получено авторов',
  progress: (received, count, f) => `${f.number(received)} из ${f.number(count)}`,
  recheck: 'Список изменился во время экспорта: приложение проходит его ещё раз, чтобы файл был полным.',
  waiting: (seconds, f) =>
    `Сервер попросил подождать (HTTP 429); продолжение через ${f.count(seconds, { one: 'секунду', few: 'секунды', many: 'секунд', other: 'секунды' })}.`,
  building: 'Запись файла…',
  cancel: 'Отменить',
  resume: 'Продолжить',
  failedTitle: 'Экспорт остановлен',
  failedKept: (received, count, f) => `Уже получено ${f.number(received)} из ${f.number(count)}; «Продолжить» продолжит с этого места.`,
  cancelled: 'Экспорт отменён. Ничего не скачано.',
  downloaded: (fileName, count, f) =>
    `Скачан файл ${fileName} (${f.count(count, { one: 'автор', few: 'автора', many: 'авторов', other: 'автора' })}).`,
  changed: (start, end, f) =>
    `Список изменился во время экспорта: в начале было ${f.number(start)}, в конце ${f.number(end)}. В файле каждый автор один раз, как в списке на конец экспорта.`,
  changedUnsettled: (start, end, f) =>
    `Список всё время менялся во время экспорта (с ${f.number(start)} до ${f.number(end)}). В файле каждый встреченный автор один раз; для устоявшейся копии экспортируйте позже.`,
  repeated:
    'Сервис при каждом проходе повторял уже выданных авторов вместо остальных, а их число не менялось. В файле каждый увиденный автор по одному разу.',
  cutFewer: (said, got, f) => `Сервис сообщил, что авторов ${f.number(said)}, но выдал ${f.number(got)}; в файле то, что он выдал.`,
  cutMore: (said, got, pages, f) =>
    `Сервис сначала сообщил, что авторов ${f.number(said)}, но всё время говорил, что есть ещё: экспорт остановился после ${f.count(pages, { one: 'страницы', few: 'страниц', many: 'страниц', other: 'страницы' })} (столько допускает это число) и сохранил прочитанное — авторов: ${f.number(got)}.`,
  sheetName: 'Авторы',
  checksHeader: 'Проверки',
  flags: flagWords.ru,
  twinsInFile: (n, f) => `${f.count(n, { one: 'запись', few: 'записи', many: 'записей', other: 'записи' })} в файле с этим именем`,
  uidAdded: 'В файле есть и столбец UID, хотя на экране он скрыт: по нему видно, какая это запись.',
  cutValues: (n, f) =>
    `Длиннее 32 767 символов (предел ячейки Excel) — ${f.count(n, { one: 'значение', few: 'значения', many: 'значений', other: 'значения' })}: обрезаны до предела, в конце «…». В CSV и JSON все значения целиком.`,
  columns: {
    public_name: 'Публичное имя',
    last_name: 'Фамилия',
    first_name: 'Имя',
    parent_name: 'Отчество',
    uid: 'UID',
  },
  details: 'Подробнее',
  statusDetails: 'Подробности экспорта',
  closeStatus: 'Скрыть это сообщение',
  shortAgain: 'повтор',
  shortWaiting: (seconds, f) => `ждём ${f.number(seconds)} с`,
  shortBuilding: 'запись',
  shortFailed: 'Экспорт остановлен',
  shortCancelled: 'Экспорт отменён.',
  shortDone: (count, f) => `Скачано: ${f.count(count, { one: 'автор', few: 'автора', many: 'авторов', other: 'автора' })}`,
  shortDoneWarn: (count, f) => `Скачано: ${f.number(count)}, есть замечание`,
}
