/**
 * The toolbar's buttons' words, in the first load: the room held before the toolbar arrives shows
 * them (lazy-export-toolbar.tsx). Its other words come with it (copy-messages.ts); the panel's
 * (messages.ts) with the panel.
 */
export const en = {
  export: 'Export',
  copyPage: 'Copy page as TSV',
}

export const ru: typeof en = {
  export: 'Экспорт',
  copyPage: 'Скопировать страницу как TSV',
}
