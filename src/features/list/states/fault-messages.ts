/**
 * The texts of the hostile-API marks, in the shape every feature keeps (see i18n): `ru` must have
 * every key of `en`.
 */
const list = (numbers: readonly number[], and: string) =>
  numbers.length <= 1 ? numbers.join('') : `${numbers.slice(0, -1).join(', ')} ${and} ${numbers.at(-1)}`

export const en = {
  repeatedTitle: 'Data problem: this page repeats a uid',
  repeatedIntro: 'Each uid should name one record. The server sent these more than once; every row is shown as it was received.',
  repeatedUid: (uid: string, rows: readonly number[]) => `${uid || '(empty uid)'} on rows ${list(rows, 'and')}`,
  staleTitle: 'These rows are possibly out of date',
  staleBody: (reason: string) => `The list could not be refreshed (${reason}). The rows below are from the last answer that arrived.`,
  staleAnnouncement: 'The list could not be refreshed; the rows shown are possibly out of date.',
  retry: 'Retry',
  retrying: 'Retrying…',
  failed: 'The request failed',
  retryingAutomatically: (reason: string, attempt: number) => `${reason}. Trying again automatically (attempt ${attempt})…`,
}

export const ru: typeof en = {
  repeatedTitle: 'Ошибка в данных: uid повторяется на этой странице',
  repeatedIntro: 'Каждый uid должен указывать на одну запись. Сервер прислал эти uid несколько раз; все строки показаны так, как пришли.',
  repeatedUid: (uid, rows) => `${uid || '(пустой uid)'} в строках ${list(rows, 'и')}`,
  staleTitle: 'Эти строки, возможно, устарели',
  staleBody: (reason) => `Не удалось обновить список (${reason}). Ниже — строки из последнего полученного ответа.`,
  staleAnnouncement: 'Не удалось обновить список; показанные строки, возможно, устарели.',
  retry: 'Повторить',
  retrying: 'Повторяем…',
  failed: 'Запрос не удался',
  retryingAutomatically: (reason, attempt) => `${reason}. Повторяем запрос автоматически (попытка ${attempt})…`,
}
