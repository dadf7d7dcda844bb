/**
 * The texts of the hostile-API notices and the error panel's buttons, in the shape every feature
 * keeps (see i18n): `ru` must have every key of `en`. They load with the notices (fault-views.ts);
 * what the live region says of a fault is in live-fault-messages.ts, in the first load.
 */
const list = (numbers: readonly number[], and: string) =>
  numbers.length <= 1 ? numbers.join('') : `${numbers.slice(0, -1).join(', ')} ${and} ${numbers.at(-1)}`

export const en = {
  repeatedTitle: 'Data problem: this page repeats a uid',
  repeatedIntro: 'Each uid should name one record. The server sent these more than once; every row is shown as it was received.',
  repeatedUid: (uid: string, rows: readonly number[]) => `${uid || '(empty uid)'} on rows ${list(rows, 'and')}`,
  staleTitle: 'These rows are possibly out of date',
  staleBody: (reason: string) => `The list could not be refreshed (${reason}). The rows below are from the last answer that arrived.`,
  retry: 'Retry',
  retrying: 'Retrying…',
}

export const ru: typeof en = {
  repeatedTitle: 'Ошибка в данных: uid повторяется на этой странице',
  repeatedIntro: 'Каждый uid должен указывать на одну запись. Сервер прислал эти uid несколько раз; все строки показаны так, как пришли.',
  repeatedUid: (uid, rows) => `${uid || '(пустой uid)'} в строках ${list(rows, 'и')}`,
  staleTitle: 'Эти строки, возможно, устарели',
  staleBody: (reason) => `Не удалось обновить список (${reason}). Ниже — строки из последнего полученного ответа.`,
  retry: 'Повторить',
  retrying: 'Повторяем…',
}
