import type { Format } from '../../../shared/i18n/format'
import type { MarksFileProblem } from '../../../entities/author/editor-marks/marks-file'
import type { Verdict } from '../../../entities/author/editor-marks/marks'

const groups = { one: 'group', other: 'groups' }

/** The words of the editor's decisions and checked marks in the review. */
export const en = {
  decision: 'Decision',
  group: 'Group',
  kind: 'Kind',
  differsIn: 'Differs in',
  verdicts: { 'same-person': 'Same person', 'different-people': 'Different people' } as Record<Verdict, string>,
  decided: (verdict: string) => `Decided: ${verdict}.`,
  changedSince: 'changed since you decided',
  changedSinceWas: (verdict: string) => `it was ${verdict}; decide again.`,
  decidedNow: (group: string, verdict: string) => `${group} marked ${verdict}.`,
  undecidedNow: (group: string) => `${group}: decision removed.`,
  decidedHidden: (count: number, f: Format) => `${f.count(count, groups)} you decided ${count === 1 ? 'is' : 'are'} hidden.`,
  decidedShown: (count: number, f: Format) => `${f.count(count, groups)} you decided ${count === 1 ? 'is' : 'are'} shown.`,
  showDecided: 'Show decided groups',
  notCheckedYet: 'Not checked yet',
  checked: 'Checked',
  checkedMark: 'checked',
  note: 'Note',
  checkedNow: 'Marked checked.',
  uncheckedNow: 'Check mark removed.',
  marksHeading: 'Your decisions and checked records',
  marksCount: (decisions: number, checked: number, f: Format) =>
    `${f.count(decisions, { one: 'decision', other: 'decisions' })} and ${f.count(checked, { one: 'checked record', other: 'checked records' })}, kept in this browser.`,
  marksUnsaved:
    'This browser does not keep them (private window or storage refused): they last until the page is closed. Export them to keep them.',
  exportMarks: 'Export decisions',
  importMarks: 'Import decisions',
  /** The exported file's name, in the UI's language as the list's exports are (features/export/file-name.ts). */
  marksFileName: (date: string) => `non-active-authors_decisions_${date}.json`,
  exportedMarks: (decisions: number, checked: number, f: Format) =>
    `Exported ${f.count(decisions, { one: 'decision', other: 'decisions' })} and ${f.count(checked, { one: 'checked record', other: 'checked records' })}.`,
  importedMarks: (decisions: number, checked: number, f: Format) =>
    `Imported ${f.count(decisions, { one: 'decision', other: 'decisions' })} and ${f.count(checked, { one: 'checked record', other: 'checked records' })} (what this browser decided later was kept).`,
  refused: (reason: string) => `The file was not imported: ${reason}`,
  problems: {
    'not-json': () => 'it is not JSON.',
    'not-marks': () => 'it is not a file of decisions exported from this app (its "format" is not "non-active-authors/editor-marks").',
    version: (problem) => `it is of version ${problem.kind === 'version' ? problem.version : ''}, and this app reads version 1.`,
    entry: (problem) =>
      problem.kind === 'entry'
        ? `its ${problem.list === 'decisions' ? 'decision' : 'checked record'} number ${problem.number} is not one (a field is missing or of the wrong type).`
        : '',
  } as Record<MarksFileProblem['kind'], (problem: MarksFileProblem) => string>,
  unreadable: 'the file could not be read.',
}

export const ru: typeof en = {
  decision: 'Решение',
  group: 'Группа',
  kind: 'Вид',
  differsIn: 'Различия',
  verdicts: { 'same-person': 'Один человек', 'different-people': 'Разные люди' },
  decided: (verdict) => `Решено: ${verdict}.`,
  changedSince: 'изменилось после вашего решения',
  changedSinceWas: (verdict) => `было: ${verdict}; решите снова.`,
  decidedNow: (group, verdict) => `${group}: ${verdict}.`,
  undecidedNow: (group) => `${group}: решение снято.`,
  decidedHidden: (count, f) => `Скрыто решённых групп: ${f.number(count)}.`,
  decidedShown: (count, f) => `Показано решённых групп: ${f.number(count)}.`,
  showDecided: 'Показывать решённые группы',
  notCheckedYet: 'Ещё не проверенные',
  checked: 'Проверено',
  checkedMark: 'проверено',
  note: 'Заметка',
  checkedNow: 'Отмечено как проверенное.',
  uncheckedNow: 'Отметка о проверке снята.',
  marksHeading: 'Ваши решения и проверенные записи',
  marksCount: (decisions, checked, f) =>
    `Решений: ${f.number(decisions)}, проверенных записей: ${f.number(checked)}; хранятся в этом браузере.`,
  marksUnsaved:
    'Этот браузер их не сохраняет (приватное окно или хранилище недоступно): они исчезнут, когда страница закроется. Экспортируйте их, чтобы сохранить.',
  exportMarks: 'Экспортировать решения',
  importMarks: 'Импортировать решения',
  marksFileName: (date) => `неактивные-авторы_решения_${date}.json`,
  exportedMarks: (decisions, checked, f) => `Экспортировано решений: ${f.number(decisions)}, проверенных записей: ${f.number(checked)}.`,
  importedMarks: (decisions, checked, f) =>
    `Импортировано решений: ${f.number(decisions)}, проверенных записей: ${f.number(checked)} (более поздние решения этого браузера сохранены).`,
  refused: (reason) => `Файл не импортирован: ${reason}`,
  problems: {
    'not-json': () => 'это не JSON.',
    'not-marks': () => 'это не файл решений, выгруженный из этого приложения (его «format» не «non-active-authors/editor-marks»).',
    version: (problem) => `это версия ${problem.kind === 'version' ? problem.version : ''}, а приложение читает версию 1.`,
    entry: (problem) =>
      problem.kind === 'entry'
        ? `${problem.list === 'decisions' ? 'решение' : 'проверенная запись'} номер ${problem.number} неверно (поле отсутствует или не того типа).`
        : '',
  },
  unreadable: 'файл не удалось прочитать.',
}
