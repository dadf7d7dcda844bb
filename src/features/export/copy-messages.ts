import type { Format } from '../../shared/i18n/format'

/** The toolbar's own words beyond its buttons' (toolbar-messages.ts): they come with the toolbar's chunk. */
export const en = {
  loading: 'Loading…',
  copied: (count: number, f: Format) =>
    `Copied ${f.count(count, { one: 'author', other: 'authors' })} to the clipboard as tab-separated text.`,
  copyFailed: 'The browser did not allow copying to the clipboard.',
}

export const ru: typeof en = {
  loading: 'Загрузка…',
  copied: (count, f) =>
    `В буфер обмена скопировано: ${f.count(count, { one: 'автор', few: 'автора', many: 'авторов', other: 'автора' })}, через табуляцию.`,
  copyFailed: 'Браузер не разрешил копирование в буфер обмена.',
}
