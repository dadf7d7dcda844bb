import type { FlagKind } from './flags'

/** Short marks (seen in the rows) and names (heard, and read in the legend) of the flags. */
export interface FlagText {
  mark: string
  name: string
  explanation: string
}

/** The flags' words, shared by the workbench (marks, legend, details) and the review (counts, lists). */
export const en: Record<FlagKind, FlagText> = {
  'mixed-script': {
    mark: 'A+Я',
    name: 'Latin and Cyrillic letters mixed',
    explanation: 'Latin and Cyrillic letters side by side in one word or name, such as a Latin I among Cyrillic initials.',
  },
  'edge-space': {
    mark: '␣|',
    name: 'Whitespace at the start or end',
    explanation: 'A value begins or ends with a space or another invisible character.',
  },
  'double-space': { mark: '␣␣', name: 'Doubled whitespace', explanation: 'Two or more whitespace characters in a row inside a value.' },
  tab: { mark: '⇥', name: 'Tab or line break', explanation: 'A tab or line break inside a value.' },
  'odd-space': {
    mark: 'NBSP',
    name: 'No-break or other unusual space',
    explanation: 'A no-break space (U+00A0) or another space that is not the ordinary one.',
  },
  'zero-width': {
    mark: 'ZW',
    name: 'Zero-width character',
    explanation: 'An invisible zero-width or formatting character (U+200B, U+FEFF…).',
  },
  'double-period': { mark: '..', name: 'Doubled period', explanation: 'Two periods in a row, as in “И..”.' },
  'initial-in-last-name': {
    mark: '+I.',
    name: 'Initial at the end of the last name',
    explanation: 'The last name ends with an initial, as in “Петров И.”.',
  },
  'public-name': {
    mark: '≠',
    name: 'Public name disagrees with the fields',
    explanation:
      'The public name is not “last name + initials” of the fields: an initial missing or wrong, initials first, or another surname.',
  },
  'empty-patronymic': {
    mark: '""',
    name: 'Empty patronymic (not null)',
    explanation: 'The patronymic is an empty text rather than no value (null).',
  },
}

export const ru: typeof en = {
  'mixed-script': {
    mark: 'A+Я',
    name: 'Смесь латиницы и кириллицы',
    explanation: 'Латинские и кириллические буквы рядом в одном слове или имени, например латинская I среди кириллических инициалов.',
  },
  'edge-space': {
    mark: '␣|',
    name: 'Пробел в начале или в конце',
    explanation: 'Значение начинается или заканчивается пробелом или другим невидимым символом.',
  },
  'double-space': { mark: '␣␣', name: 'Двойной пробел', explanation: 'Два пробельных символа подряд внутри значения.' },
  tab: { mark: '⇥', name: 'Табуляция или перевод строки', explanation: 'Табуляция или перевод строки внутри значения.' },
  'odd-space': {
    mark: 'NBSP',
    name: 'Неразрывный или другой необычный пробел',
    explanation: 'Неразрывный пробел (U+00A0) или другой пробел, не обычный.',
  },
  'zero-width': {
    mark: 'ZW',
    name: 'Символ нулевой ширины',
    explanation: 'Невидимый символ нулевой ширины или форматирования (U+200B, U+FEFF…).',
  },
  'double-period': { mark: '..', name: 'Двойная точка', explanation: 'Две точки подряд, как в «И..».' },
  'initial-in-last-name': {
    mark: '+И.',
    name: 'Инициал в конце фамилии',
    explanation: 'Фамилия заканчивается инициалом, как в «Петров И.».',
  },
  'public-name': {
    mark: '≠',
    name: 'Публичное имя не совпадает с полями',
    explanation: 'Публичное имя — не «фамилия + инициалы» из полей: нет инициала или он другой, инициалы впереди или другая фамилия.',
  },
  'empty-patronymic': {
    mark: '""',
    name: 'Пустое отчество (не null)',
    explanation: 'Отчество — пустая строка, а не отсутствие значения (null).',
  },
}
