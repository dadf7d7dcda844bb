import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { parseRuntimeConfig, wordedStartupError } from '../../../src/app/config-check'

/** loadRuntimeConfig's refusal put in words, as main.tsx does before the start-up screen. */
const throwWorded = (error: unknown) => {
  throw wordedStartupError(error)
}
import { ConfigError, loadRuntimeConfig } from '../../../src/app/runtime-config'
import { authorsListUrl } from '../../../src/shared/api/authors-api'
import { server } from '../../msw-server'

/** The ConfigError `run` throws (the test fails if it throws none). */
function rejection(run: () => unknown): ConfigError {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return error as ConfigError
  }
  throw new Error('no ConfigError was thrown')
}

describe('a first-name parameter that would mislead', () => {
  it.each([
    ['offset', 'for the place in the list'],
    ['limit', 'for the page size'],
    ['last_name', 'for the last-name search'],
    ['format', 'to Django REST framework, which reads it as the answer’s format (an unknown one is a 404)'],
  ])('is refused when it is "%s", a parameter the app already sends, naming the conflict', (name, use) => {
    const error = rejection(() => parseRuntimeConfig({ firstNameParam: name }))
    expect(error.message).toBe(
      `"firstNameParam" in config.json is "${name}", a parameter the app already sends ${use}: the first name would be sent in its place (${name}=Anna). Set it to the API's own first-name parameter (e.g. "first_name"), or "" to hide the First name search.`,
    )
    // Trimmed first, as it is used.
    expect(rejection(() => parseRuntimeConfig({ firstNameParam: ` ${name} ` })).message).toBe(error.message)
  })

  it('is refused for every parameter the app puts in a list request, whatever is added to it later', () => {
    const url = new URL(
      authorsListUrl(
        { apiUrl: 'https://authors.example.org', firstNameParam: 'given' },
        { lastName: 'a', firstName: 'b', limit: 50, offset: 50 },
      ),
    )
    const sent = [...url.searchParams.keys()].filter((name) => name !== 'given')
    expect(sent.sort()).toEqual(['last_name', 'limit', 'offset'])
    for (const name of sent)
      expect(rejection(() => parseRuntimeConfig({ firstNameParam: name })).message).toContain(
        `is "${name}", a parameter the app already sends`,
      )
  })

  it.each([
    'first name',
    'first\tname',
    'first&name',
    'first_name=',
    '#first_name',
    '?first_name',
    'first+name',
    'first%5Fname',
    'first\u200bname',
    'first\u202ename',
  ])('is refused when it cannot be a query parameter name: %j', (name) => {
    expect(rejection(() => parseRuntimeConfig({ firstNameParam: name })).message).toBe(
      `"firstNameParam" in config.json must be a query parameter name as the API reads it, without spaces, invisible characters or any of & = # ? + %: not "${name}". The app encodes the name itself, so write it plain (e.g. "first_name" or "filter[first_name]").`,
    )
  })

  it.each(['first_name', 'search', 'given_name', 'first_name__icontains', 'filter[first_name]', 'Offset', 'имя', ''])(
    'is taken as it is: %j',
    (name) => {
      expect(parseRuntimeConfig({ firstNameParam: name }).firstNameParam).toBe(name)
    },
  )
})

describe('a request timeout longer than a browser timer', () => {
  const tooLong = (shown: string) =>
    `"requestTimeoutMs" in config.json is ${shown} ms, larger than the browser's longest timer (2147483647 ms, about 24.8 days): a longer timer fires at once, so every request would time out. Use at most 2147483647.`

  it.each([
    [1e10, '10000000000'],
    [2 ** 31, '2147483648'],
    [Number.POSITIVE_INFINITY, 'Infinity'],
  ])('is refused for the true reason: %d', (requestTimeoutMs, shown) => {
    expect(rejection(() => parseRuntimeConfig({ requestTimeoutMs })).message).toBe(tooLong(shown))
  })

  it('is refused when config.json writes a number JSON reads as Infinity', async () => {
    const URL = 'http://app.example.org/config.json'
    server.use(
      http.get(
        URL,
        () => new HttpResponse('{"apiUrl": null, "requestTimeoutMs": 1e999}', { headers: { 'Content-Type': 'application/json' } }),
      ),
    )
    await expect(loadRuntimeConfig(URL).catch(throwWorded)).rejects.toThrow(new ConfigError(tooLong('Infinity')))
  })

  it('takes the longest timer there is', () => {
    expect(parseRuntimeConfig({ requestTimeoutMs: 2 ** 31 - 1 }).requestTimeoutMs).toBe(2 ** 31 - 1)
  })
})

describe('every reason config.json is refused', () => {
  it.each([
    [
      { firstNameParam: 'offset' },
      /^"firstNameParam" в config\.json — "offset", а этот параметр приложение уже отправляет для места в списке: имя ушло бы вместо него \(offset=Anna\)/,
    ],
    [{ firstNameParam: 'first name' }, /^"firstNameParam" в config\.json должен быть именем параметра запроса так, как его читает API/],
    [
      { requestTimeoutMs: 1e10 },
      /^"requestTimeoutMs" в config\.json — 10000000000 мс, больше самого долгого таймера браузера \(2147483647 мс/,
    ],
    [{ requestTimeoutMs: 0 }, /^"requestTimeoutMs" в config\.json должен быть больше 0 миллисекунд, а не 0\.$/],
    [{ requestTimeoutMs: 'soon' }, /^"requestTimeoutMs" в config\.json должен быть числом миллисекунд, например 15000, а не "soon"\.$/],
    [{ apiUrl: 'ftp://authors.example.org' }, /^"apiUrl" в config\.json должен быть адресом, начинающимся с http:\/\/ или https:\/\//],
    [
      { apiUrl: 'https://user:secret@authors.example.org' },
      /^"apiUrl" в config\.json не должен содержать имя пользователя или пароль \("https:\/\/…@authors\.example\.org"\)/,
    ],
    [[], /^config\.json должен содержать объект/],
  ])('comes in Russian too: %j', (json, russian) => {
    const error = rejection(() => parseRuntimeConfig(json))
    expect(error.ru).toMatch(russian)
    expect(error.ru).not.toContain('secret')
  })
})
