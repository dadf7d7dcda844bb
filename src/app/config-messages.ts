/**
 * Why config.json was refused, as the start-up screen says it: the reason names the setting as
 * written in the file, so the person who edits it finds it in either language.
 */

/** What the app itself sends under each query parameter a first-name parameter must not take. */
type TakenParam = 'last_name' | 'limit' | 'offset' | 'format'

export const en = {
  notAnObject: 'config.json must hold an object such as {"apiUrl": null}.',
  notLoaded: (status: number) => `config.json could not be loaded (HTTP ${status}).`,
  notJson: 'config.json is not valid JSON.',
  apiUrlType: '"apiUrl" in config.json must be a URL, "" (same origin) or null (demo data).',
  apiUrlNotHttp: (shown: string) => `"apiUrl" in config.json must be an address starting with http:// or https://, not "${shown}".`,
  apiUrlCredentials: (shown: string) =>
    `"apiUrl" in config.json must not contain a user name or password ("${shown}"): browsers refuse to send requests to such an address. Remove the part before "@"; sign-in, if the API needs it, belongs to the server or a proxy in front of it.`,
  apiUrlQuery: (apiUrl: string) =>
    `"apiUrl" in config.json must be an origin with an optional path prefix, without "?" or "#": not "${apiUrl}".`,
  firstNameParamType: '"firstNameParam" in config.json must be text ("" hides the First name search).',
  firstNameParamTaken: (name: TakenParam) =>
    `"firstNameParam" in config.json is "${name}", a parameter the app already sends ${TAKEN_EN[name]}: the first name would be sent in its place (${name}=Anna). Set it to the API's own first-name parameter (e.g. "first_name"), or "" to hide the First name search.`,
  firstNameParamCharacters: (name: string) =>
    `"firstNameParam" in config.json must be a query parameter name as the API reads it, without spaces, invisible characters or any of & = # ? + %: not "${name}". The app encodes the name itself, so write it plain (e.g. "first_name" or "filter[first_name]").`,
  timeoutNotNumber: (shown: string) => `"requestTimeoutMs" in config.json must be a number of milliseconds, such as 15000, not ${shown}.`,
  timeoutNotPositive: (value: number) => `"requestTimeoutMs" in config.json must be more than 0 milliseconds, not ${value}.`,
  timeoutTooLong: (value: number, max: number) =>
    `"requestTimeoutMs" in config.json is ${value} ms, larger than the browser's longest timer (${max} ms, about 24.8 days): a longer timer fires at once, so every request would time out. Use at most ${max}.`,
  credentialsValue: (shown: string) =>
    `"credentials" in config.json must be "same-origin" (the default: cookies go to the app's own origin only) or "include" (an API on another origin that keeps a session cookie), not ${shown}. The app never takes a token or password from config.json: a token-based API belongs behind a proxy that adds it.`,
  signInUrlType: '"signInUrl" in config.json must be the address of the sign-in page, such as "/accounts/login/?next={next}", or null.',
  signInUrlNotHttp: (shown: string) =>
    `"signInUrl" in config.json must be an http:// or https:// address (or a path on the app's server), not "${shown}".`,
  signInUrlCredentials: (shown: string) => `"signInUrl" in config.json must not contain a user name or password ("${shown}").`,
  signInUrlOrigin: (shown: string, origin: string, appOrigin: string, apiOrigin: string) =>
    `"signInUrl" in config.json points to ${origin} ("${shown}"): the app sends people to sign in only on its own origin (${appOrigin})${apiOrigin === appOrigin ? '' : ` or the API's (${apiOrigin})`}, so a password is never typed into a page elsewhere.`,
  demoDatasetType:
    '"demoDataset" in config.json must be the address of a recording (e.g. "recording.json"), or null for the generated demo data.',
  demoDatasetElsewhere: (name: string, origin: string) =>
    `"demoDataset" in config.json must be a path on the app's own origin (${origin}), such as "recording.json" or "/data/recording.json", not "${name}": the app reads nothing from another origin, so a recording is served beside the app.`,
  demoDatasetNotLoaded: (name: string, status: number | undefined) =>
    `The demo dataset "${name}" named in config.json could not be loaded${status === undefined ? '' : ` (HTTP ${status})`}.`,
  /** The reason comes in both languages (recorded-dataset.ts's DatasetError): each says its own. */
  demoDatasetNotRecording: (name: string, reason: { en: string; ru: string }) =>
    `The demo dataset "${name}" named in config.json is not a recording made by npm run api-check -- --record: ${reason.en}.`,
}

const TAKEN_EN: Record<TakenParam, string> = {
  last_name: 'for the last-name search',
  limit: 'for the page size',
  offset: 'for the place in the list',
  format: 'to Django REST framework, which reads it as the answer’s format (an unknown one is a 404)',
}

export const ru: typeof en = {
  notAnObject: 'config.json должен содержать объект, например {"apiUrl": null}.',
  notLoaded: (status) => `Не удалось загрузить config.json (HTTP ${status}).`,
  notJson: 'config.json — не корректный JSON.',
  apiUrlType: '"apiUrl" в config.json должен быть адресом, "" (тот же источник) или null (демо-данные).',
  apiUrlNotHttp: (shown) => `"apiUrl" в config.json должен быть адресом, начинающимся с http:// или https://, а не "${shown}".`,
  apiUrlCredentials: (shown) =>
    `"apiUrl" в config.json не должен содержать имя пользователя или пароль ("${shown}"): браузеры не отправляют запросы по такому адресу. Уберите часть до "@"; вход, если он нужен API, — дело сервера или прокси перед ним.`,
  apiUrlQuery: (apiUrl) => `"apiUrl" в config.json должен быть источником с необязательным префиксом пути, без "?" и "#": не "${apiUrl}".`,
  firstNameParamType: '"firstNameParam" в config.json должен быть текстом ("" скрывает поиск по имени).',
  firstNameParamTaken: (name) =>
    `"firstNameParam" в config.json — "${name}", а этот параметр приложение уже отправляет ${TAKEN_RU[name]}: имя ушло бы вместо него (${name}=Anna). Укажите собственный параметр API для имени (например, "first_name") или "", чтобы скрыть поиск по имени.`,
  firstNameParamCharacters: (name) =>
    `"firstNameParam" в config.json должен быть именем параметра запроса так, как его читает API, без пробелов, невидимых символов и знаков & = # ? + %: не "${name}". Приложение само кодирует имя, поэтому пишите его как есть (например, "first_name" или "filter[first_name]").`,
  timeoutNotNumber: (shown) => `"requestTimeoutMs" в config.json должен быть числом миллисекунд, например 15000, а не ${shown}.`,
  timeoutNotPositive: (value) => `"requestTimeoutMs" в config.json должен быть больше 0 миллисекунд, а не ${value}.`,
  timeoutTooLong: (value, max) =>
    `"requestTimeoutMs" в config.json — ${value} мс, больше самого долгого таймера браузера (${max} мс, около 24,8 суток): более долгий таймер срабатывает сразу, и каждый запрос истекал бы тотчас. Укажите не больше ${max}.`,
  credentialsValue: (shown) =>
    `"credentials" в config.json должен быть "same-origin" (по умолчанию: cookie уходят только на источник самого приложения) или "include" (API на другом источнике, который хранит сессию в cookie), а не ${shown}. Приложение никогда не берёт токен или пароль из config.json: API с токенами ставят за прокси, который добавляет токен сам.`,
  signInUrlType: '"signInUrl" в config.json должен быть адресом страницы входа, например "/accounts/login/?next={next}", или null.',
  signInUrlNotHttp: (shown) =>
    `"signInUrl" в config.json должен быть адресом http:// или https:// (или путём на сервере приложения), а не "${shown}".`,
  signInUrlCredentials: (shown) => `"signInUrl" в config.json не должен содержать имя пользователя или пароль ("${shown}").`,
  signInUrlOrigin: (shown, origin, appOrigin, apiOrigin) =>
    `"signInUrl" в config.json ведёт на ${origin} ("${shown}"): приложение отправляет входить только на свой источник (${appOrigin})${apiOrigin === appOrigin ? '' : ` или на источник API (${apiOrigin})`}, чтобы пароль никогда не вводили на чужой странице.`,
  demoDatasetType:
    '"demoDataset" в config.json должен быть адресом записи (например, "recording.json") или null для сгенерированных демо-данных.',
  demoDatasetElsewhere: (name, origin) =>
    `"demoDataset" в config.json должен быть путём на собственном источнике приложения (${origin}), например "recording.json" или "/data/recording.json", а не "${name}": приложение ничего не читает с других источников, поэтому запись кладут рядом с приложением.`,
  demoDatasetNotLoaded: (name, status) =>
    `Не удалось загрузить демо-данные "${name}", указанные в config.json${status === undefined ? '' : ` (HTTP ${status})`}.`,
  demoDatasetNotRecording: (name, reason) =>
    `Демо-данные "${name}", указанные в config.json, — не запись npm run api-check -- --record: ${reason.ru}.`,
}

const TAKEN_RU: Record<TakenParam, string> = {
  last_name: 'для поиска по фамилии',
  limit: 'для размера страницы',
  offset: 'для места в списке',
  format: 'в Django REST framework, который читает его как формат ответа (неизвестный формат — это 404)',
}
