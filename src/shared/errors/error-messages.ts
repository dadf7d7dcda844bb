import type { ApiError } from '../api/api-error'
import { formatFor, type Format } from '../i18n/format'

/**
 * What went wrong, in both languages (see error-message.ts). The English texts repeat the API
 * error's own message (written in English where the error is made); the Russian ones are built
 * from the error's facts (host, timeout, status, Retry-After), so no English reaches them.
 */
const seconds = (count: number, f: Format) => f.count(count, { one: 'second', other: 'seconds' })
const секунд = (count: number, f: Format) => f.count(count, { one: 'секунду', few: 'секунды', many: 'секунд', other: 'секунды' })
const минут = (count: number, f: Format) => f.count(count, { one: 'минуту', few: 'минуты', many: 'минут', other: 'минуты' })
const часов = (count: number, f: Format) => f.count(count, { one: 'час', few: 'часа', many: 'часов', other: 'часа' })

export const en = {
  unknownTitle: 'Something went wrong',
  unknownBody: 'The list could not be shown. Retry, or reload the page.',
  networkTitle: 'Cannot reach the server',
  networkBody: (error: ApiError) => `${error.message} Check your connection, then retry.`,
  interruptedTitle: 'The connection dropped',
  interruptedBody: (error: ApiError) => `${error.message} Check your connection, then retry.`,
  redirectTitle: 'The server sent the app elsewhere',
  redirectBody: (error: ApiError) =>
    `${error.message} Nothing from there is shown. Check the API address in the app’s configuration, or tell the service’s maintainers.`,
  timeoutTitle: 'The server is not answering',
  timeoutBody: (error: ApiError) => `${error.message} It may be busy; retry in a moment.`,
  shapeTitle: 'The server sent an answer the app cannot read',
  shapeBody: (error: ApiError) =>
    `${error.detail ? `Its answer is not in the expected shape: ${error.detail}.` : error.message} Retry; if it keeps happening, the API may have changed.`,
  serverSaid: (detail: string) => ` The server said: “${detail}”`,
  tooManyTitle: 'Too many requests',
  tooManyBody: (retryAfterSeconds: number | undefined, f: Format) =>
    `The server is limiting requests (HTTP 429). ${
      retryAfterSeconds === undefined
        ? 'Wait a little before trying again.'
        : retryAfterSeconds === 0
          ? 'You can try again now.'
          : `Try again in ${describeWaitWith(
              retryAfterSeconds,
              f,
              seconds,
              (n) => `about ${f.count(n, { one: 'minute', other: 'minutes' })}`,
              (n) => `about ${f.count(n, { one: 'hour', other: 'hours' })}`,
            )}.`
    }`,
  unavailableTitle: (status: number) => `The server is unavailable (HTTP ${status})`,
  unavailableBody: 'The author service or a proxy in front of it is not responding. Retry in a moment.',
  serverTitle: (status: number) => `Server error (HTTP ${status})`,
  serverBody: 'The author service failed to answer this request. Retry in a moment; if it keeps failing, tell the service’s maintainers.',
  badRequestTitle: 'The server rejected the search (HTTP 400)',
  badRequestBody: 'Change the search and try again.',
  notFoundTitle: 'The author list was not found (HTTP 404)',
  notFoundBody: 'The configured API address may be wrong.',
  refusedTitle: (status: number) => `The server refused the request (HTTP ${status})`,
  refusedBody: 'Retry, or check the app’s configuration.',
  signedOutTitle: 'You are not signed in',
  signedOutBody:
    'The author service answers only people who are signed in, and this browser is not signed in to it (or the session has ended). Sign in, then come back: the app keeps your place.',
  notAllowedTitle: 'This account may not read the list (HTTP 403)',
  notAllowedBody:
    'You are signed in, but the author service does not let this account read the list of non-active authors. Ask the service’s administrators for access.',
}

/** "Сервер example.org" or "Сервер" when the host is not known. */
const server = (host: string | undefined) => (host ? `сервер ${host}` : 'сервер')

export const ru: typeof en = {
  unknownTitle: 'Что-то пошло не так',
  unknownBody: 'Список не удалось показать. Повторите попытку или перезагрузите страницу.',
  networkTitle: 'Сервер недоступен',
  networkBody: (error) =>
    `Не удаётся связаться с сервером${error.host ? ` ${error.host}` : ''}. Проверьте подключение и повторите попытку.`,
  interruptedTitle: 'Соединение прервалось',
  interruptedBody: (error) =>
    `Соединение с сервером${error.host ? ` ${error.host}` : ''} оборвалось, пока приходил ответ. Проверьте подключение и повторите попытку.`,
  redirectTitle: 'Сервер отправил приложение по другому адресу',
  redirectBody: (error) =>
    `${
      error.status !== undefined
        ? `Слишком много перенаправлений: ${server(error.host)} перенаправлял запрос снова и снова.`
        : `${capitalise(server(error.host))} перенаправил запрос на ${describeLocation(error.location)}, за пределы настроенного API. Приложение туда не переходит.`
    } Оттуда ничего не показано. Проверьте адрес API в настройках приложения или сообщите тем, кто поддерживает сервис.`,
  timeoutTitle: 'Сервер не отвечает',
  timeoutBody: (error) =>
    `${
      error.timeoutMs === undefined
        ? 'Сервер не ответил вовремя.'
        : `Сервер не ответил за ${секунд(Number((error.timeoutMs / 1000).toFixed(1)), formatFor('ru'))}.`
    } Возможно, он занят; повторите попытку чуть позже.`,
  shapeTitle: 'Сервер прислал ответ, который приложение не может прочитать',
  // The validator's finding in Russian (an error made without one says no more than the kind).
  shapeBody: (error) =>
    `Ответ не в ожидаемом формате${error.detailRu ? `; что не так: ${error.detailRu}` : ''}. Повторите попытку; если ошибка повторяется, возможно, изменился API.`,
  serverSaid: (detail) => ` Сервер сообщил: «${detail}»`,
  tooManyTitle: 'Слишком много запросов',
  tooManyBody: (retryAfterSeconds, f) =>
    `Сервер ограничивает число запросов (HTTP 429). ${
      retryAfterSeconds === undefined
        ? 'Подождите немного, прежде чем повторить.'
        : retryAfterSeconds === 0
          ? 'Можно повторить сейчас.'
          : `Повторите через ${describeWaitWith(
              retryAfterSeconds,
              f,
              секунд,
              (n) => `${минут(n, f)} (примерно)`,
              (n) => `${часов(n, f)} (примерно)`,
            )}.`
    }`,
  unavailableTitle: (status) => `Сервер недоступен (HTTP ${status})`,
  unavailableBody: 'Сервис авторов или прокси перед ним не отвечает. Повторите попытку чуть позже.',
  serverTitle: (status) => `Ошибка сервера (HTTP ${status})`,
  serverBody:
    'Сервис авторов не смог ответить на этот запрос. Повторите попытку чуть позже; если ошибка не проходит, сообщите тем, кто поддерживает сервис.',
  badRequestTitle: 'Сервер отклонил поиск (HTTP 400)',
  badRequestBody: 'Измените условия поиска и попробуйте снова.',
  notFoundTitle: 'Список авторов не найден (HTTP 404)',
  notFoundBody: 'Возможно, в настройках указан неверный адрес API.',
  refusedTitle: (status) => `Сервер отказал в запросе (HTTP ${status})`,
  refusedBody: 'Повторите попытку или проверьте настройки приложения.',
  signedOutTitle: 'Вы не вошли в систему',
  signedOutBody:
    'Сервис авторов отвечает только тем, кто вошёл в систему, а этот браузер в нём не авторизован (или сессия закончилась). Войдите и вернитесь: приложение сохранит ваше место.',
  notAllowedTitle: 'Этой учётной записи нельзя читать список (HTTP 403)',
  notAllowedBody:
    'Вы вошли в систему, но сервис авторов не разрешает этой учётной записи читать список неактивных авторов. Попросите доступ у администраторов сервиса.',
}

export type ErrorMessages = typeof en

/** A wait as a person says it: "30 seconds", "about 2 minutes", "about 3 hours". */
function describeWaitWith(
  total: number,
  f: Format,
  secondsText: (n: number, f: Format) => string,
  minutesText: (n: number) => string,
  hoursText: (n: number) => string,
): string {
  if (total < 90) return secondsText(total, f)
  if (total < 90 * 60) return minutesText(Math.round(total / 60))
  return hoursText(Math.round(total / 3600))
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

function describeLocation(location: string | undefined): string {
  if (location === undefined) return 'другой адрес'
  try {
    const url = new URL(location)
    return url.origin === 'null' ? `адрес ${url.protocol}` : url.origin
  } catch {
    return 'другой адрес'
  }
}
