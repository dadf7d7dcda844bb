import type { Format } from '../../../shared/i18n/format'

export const en = {
  retry: 'Retry',
  retrying: 'Retrying…',
  retryIn: (seconds: number, f: Format) => `Retry (automatically in ${f.number(seconds)} s)`,
  willRetry: 'The app will retry by itself when the time is up.',
}

export const ru: typeof en = {
  retry: 'Повторить',
  retrying: 'Повторяем…',
  retryIn: (seconds, f) => `Повторить (само через ${f.number(seconds)} с)`,
  willRetry: 'Приложение повторит запрос само, когда время выйдет.',
}
