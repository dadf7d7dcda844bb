/**
 * The sentence an error's view gives when the error's explanation could not be loaded (with the
 * first load's title, fallback-messages.ts). It comes with the views that show an error's body:
 * the list's error panel and the review's failed read.
 */
export const en = {
  body: 'The list could not be shown, and the description of this error could not be loaded either: the connection may have dropped, or the app has been updated. Retry, or reload the page.',
}

export const ru: typeof en = {
  body: 'Список не удалось показать, и описание этой ошибки тоже не загрузилось: возможно, прервалось соединение или приложение обновилось. Повторите попытку или перезагрузите страницу.',
}
