import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../../src/shared/api/api-error'
import { describeError } from '../../../../src/shared/errors/error-message'
import { en, ru } from '../../../../src/features/list/messages'
import { formatFor } from '../../../../src/shared/i18n/format'

const f = { en: formatFor('en'), ru: formatFor('ru') }
const nbsp = '\u00a0'

describe('the list’s counts in both languages', () => {
  it('says 1 author, 2 authors in English', () => {
    expect([1, 2, 5, 21, 1234].map((n) => en.authors(n, f.en))).toEqual([
      '1 author',
      '2 authors',
      '5 authors',
      '21 authors',
      '1,234 authors',
    ])
  })

  it('says 1 автор, 2 автора, 5 авторов, 21 автор in Russian, with Russian digit groups', () => {
    expect([1, 2, 5, 11, 21, 22, 25, 101, 1234].map((n) => ru.authors(n, f.ru))).toEqual([
      '1 автор',
      '2 автора',
      '5 авторов',
      '11 авторов',
      '21 автор',
      '22 автора',
      '25 авторов',
      '101 автор',
      `1${nbsp}234 автора`,
    ])
  })

  it('writes ranges in the UI’s language, never the browser’s', () => {
    expect(en.range(55550, 50, 100000, f.en)).toBe('55,551–55,600 of 100,000')
    expect(ru.range(55550, 50, 100000, f.ru)).toBe(`55${nbsp}551–55${nbsp}600 из 100${nbsp}000`)
    expect(en.range(0, 0, 960, f.en)).toBe('0 of 960')
  })

  it('agrees the count drift’s verb with its number in Russian', () => {
    expect(ru.drift(1, f.ru)).toContain('добавлен 1 автор.')
    expect(ru.drift(3, f.ru)).toContain('добавлено 3 автора.')
    expect(ru.drift(-21, f.ru)).toContain('удалён 21 автор.')
    expect(en.drift(-1, f.en)).toContain('1 author removed')
  })
})

describe('errors in both languages', () => {
  const throttled = (seconds: number) => new ApiError('http', 'HTTP 429', { status: 429, retryAfterSeconds: seconds })

  it('counts a wait with plurals', () => {
    expect(describeError(throttled(1), 'en').body).toContain('Try again in 1 second.')
    expect(describeError(throttled(30), 'en').body).toContain('Try again in 30 seconds.')
    expect(describeError(throttled(21), 'ru').body).toContain('Повторите через 21 секунду.')
    expect(describeError(throttled(3), 'ru').body).toContain('Повторите через 3 секунды.')
    expect(describeError(throttled(5), 'ru').body).toContain('Повторите через 5 секунд.')
    expect(describeError(throttled(300), 'ru').body).toContain('Повторите через 5 минут (примерно).')
    expect(describeError(throttled(300), 'en').body).toContain('Try again in about 5 minutes.')
  })

  it('builds the Russian text from the error’s facts, not its English message', () => {
    const timeout = new ApiError('timeout', 'The server did not answer within 2.5 seconds.', { timeoutMs: 2500 })
    expect(describeError(timeout, 'ru').body).toMatch(/^Сервер не ответил за 2,5 секунды\./)
    const network = new ApiError('network', 'Cannot reach the server at api.example.org.', { host: 'api.example.org' })
    expect(describeError(network, 'ru').body).toMatch(/^Не удаётся связаться с сервером api\.example\.org\./)
    expect(describeError(network, 'en').body).toMatch(/^Cannot reach the server at api\.example\.org\./)
    const redirect = new ApiError('redirect', 'The server at api.example.org redirected…', {
      host: 'api.example.org',
      location: 'https://evil.example/x',
    })
    expect(describeError(redirect, 'ru').body).toMatch(/^Сервер api\.example\.org перенаправил запрос на https:\/\/evil\.example,/)
    expect(describeError(new Error('boom'), 'ru').title).toBe('Что-то пошло не так')
  })
})
