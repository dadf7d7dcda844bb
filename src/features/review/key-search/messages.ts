import type { Format } from '../../../shared/i18n/format'

export const en = {
  /** The line's name for assistive technology. */
  name: 'Also written differently',
  /** "Also written differently: 1 — Быкoв". */
  label: 'Also written differently:',
  more: (count: number, f: Format) => `and ${f.number(count)} more`,
  /** After each name, for assistive technology: what the button does. */
  opens: 'details',
  look: 'Look for other spellings',
  none: 'No other spelling in the whole directory.',
  reading: 'Reading the whole directory',
}

export const ru: typeof en = {
  name: 'Также написано иначе',
  label: 'Также написано иначе:',
  more: (count, f) => `и ещё ${f.number(count)}`,
  opens: 'подробности',
  look: 'Искать другие написания',
  none: 'Других написаний во всём справочнике нет.',
  reading: 'Чтение всего справочника',
}
