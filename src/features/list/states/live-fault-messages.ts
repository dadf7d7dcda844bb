/**
 * The words the page's live region says about a fault, in the first load (the live region speaks
 * before any notice's chunk is here); the notices' own words load with them (fault-messages.ts).
 * `ru` must have every key of `en`.
 */
export const en = {
  staleAnnouncement: 'The list could not be refreshed; the rows shown are possibly out of date.',
  failed: 'The request failed',
  retryingAutomatically: (reason: string, attempt: number) => `${reason}. Trying again automatically (attempt ${attempt})…`,
}

export const ru: typeof en = {
  staleAnnouncement: 'Не удалось обновить список; показанные строки, возможно, устарели.',
  failed: 'Запрос не удался',
  retryingAutomatically: (reason, attempt) => `${reason}. Повторяем запрос автоматически (попытка ${attempt})…`,
}
