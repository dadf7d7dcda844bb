/**
 * What an error says when its explanation could not be loaded (the explanations are a chunk of
 * their own, see error-explainer.ts). Part of the first load, so an error is never without words.
 */
export const en = {
  title: 'Something went wrong',
  body: 'The list could not be shown, and the description of this error could not be loaded either: the connection may have dropped, or the app has been updated. Retry, or reload the page.',
}

export const ru: typeof en = {
  title: 'Что-то пошло не так',
  body: 'Список не удалось показать, и описание этой ошибки тоже не загрузилось: возможно, прервалось соединение или приложение обновилось. Повторите попытку или перезагрузите страницу.',
}
