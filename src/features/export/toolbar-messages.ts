import type { Format } from '../../shared/i18n/format'

/** The few texts of the always-loaded toolbar; the panel's texts (messages.ts) load with the panel. */
export const en = {
  export: 'Export',
  copyPage: 'Copy page as TSV',
  loading: 'Loading…',
  copied: (count: number, f: Format) =>
    `Copied ${f.count(count, { one: 'author', other: 'authors' })} to the clipboard as tab-separated text.`,
  copyFailed: 'The browser did not allow copying to the clipboard.',
}

export const ru: typeof en = {
  export: 'Экспорт',
  copyPage: 'Скопировать страницу как TSV',
  loading: 'Загрузка…',
  copied: (count, f) =>
    `В буфер обмена скопировано: ${f.count(count, { one: 'автор', few: 'автора', many: 'авторов', other: 'автора' })}, через табуляцию.`,
  copyFailed: 'Браузер не разрешил копирование в буфер обмена.',
}
