import { describe, expect, it } from 'vitest'
import { createQueryClient, shouldRetry } from '../../../../src/app/query-client'
import { accessProblem } from '../../../../src/shared/api/access'
import { signInHref } from '../../../../src/shared/api/sign-in-href'
import { ApiError } from '../../../../src/shared/api/api-error'
import { queryRetryPolicy } from '../../../../src/shared/api/retry-policy'
import { describeError } from '../../../../src/shared/errors/error-message'

const http = (status: number, detail?: string, retryAfterSeconds?: number) =>
  new ApiError('http', `The server answered with HTTP ${status}.`, {
    status,
    ...(detail !== undefined && { detail }),
    ...(retryAfterSeconds !== undefined && { retryAfterSeconds }),
  })

// DRF's NotAuthenticated and AuthenticationFailed details, as DRF 3.14 (Debian) sends them in each
// language: read from /usr/lib/python3/dist-packages/rest_framework/locale/ru/LC_MESSAGES/django.mo.
const SIGNED_OUT_DETAILS = [
  'Authentication credentials were not provided.',
  'Incorrect authentication credentials.',
  'Учетные данные не были предоставлены.',
  'Некорректные учетные данные.',
  // Written with ё, and with the spacing a proxy may add.
  'Учётные данные не были предоставлены.',
  '  Incorrect authentication credentials.\n',
]

describe('accessProblem', () => {
  it('takes any 401 as signed out, whatever it says', () => {
    expect(accessProblem(http(401))).toBe('signed-out')
    expect(accessProblem(http(401, 'Invalid token.'))).toBe('signed-out')
    expect(accessProblem(http(401, 'You do not have permission to perform this action.'))).toBe('signed-out')
  })

  it.each(SIGNED_OUT_DETAILS)('takes a 403 saying %j as signed out', (detail) => {
    expect(accessProblem(http(403, detail))).toBe('signed-out')
  })

  it.each([
    ['DRF’s permission refusal', 'You do not have permission to perform this action.'],
    ['its Russian', 'У вас недостаточно прав для выполнения данного действия.'],
    ['a custom refusal', 'Editors only.'],
    ['a refusal quoting the words', 'Authentication credentials were not provided. Or were they?'],
    ['no detail', undefined],
  ])('takes any other 403 (%s) as not allowed', (_name, detail) => {
    expect(accessProblem(http(403, detail))).toBe('not-allowed')
  })

  it('is no access problem for other statuses, other kinds, or what is not an ApiError', () => {
    for (const status of [400, 404, 405, 407, 429, 500, 503])
      expect(accessProblem(http(status, 'Authentication credentials were not provided.'))).toBeUndefined()
    expect(accessProblem(new ApiError('shape', 'x', { status: 403, detail: 'Incorrect authentication credentials.' }))).toBeUndefined()
    expect(accessProblem(new ApiError('network', 'x'))).toBeUndefined()
    expect(accessProblem(new Error('HTTP 401'))).toBeUndefined()
    expect(accessProblem({ kind: 'http', status: 401 })).toBeUndefined()
  })
})

describe('the words for an access problem', () => {
  it('says signed out in both languages, without "Retry"', () => {
    const error = http(403, 'Authentication credentials were not provided.')
    const en = describeError(error, 'en')
    const ru = describeError(error, 'ru')
    expect(en).toMatchObject({ title: 'You are not signed in', access: 'signed-out' })
    expect(ru).toMatchObject({ title: 'Вы не вошли в систему', access: 'signed-out' })
    expect(en.body).not.toMatch(/retry/i)
    expect(ru.body).not.toMatch(/повторите/i)
  })

  it('says not allowed in both languages, with the server’s words, and never offers to sign in', () => {
    const error = http(403, 'Editors only.')
    const en = describeError(error, 'en')
    const ru = describeError(error, 'ru')
    expect(en).toMatchObject({ title: 'This account may not read the list (HTTP 403)', access: 'not-allowed' })
    expect(en.body).toContain('“Editors only.”')
    expect(ru.title).toBe('Этой учётной записи нельзя читать список (HTTP 403)')
    expect(ru.body).toContain('«Editors only.»')
    expect(`${en.title} ${en.body}`).not.toMatch(/sign in/i)
  })
})

describe('no retry for an access problem', () => {
  it.each([
    ['a 401', http(401)],
    ['a signed-out 403', http(403, 'Incorrect authentication credentials.')],
    ['a 401 with a short Retry-After', http(401, undefined, 2)],
    ['a not-allowed 403 with a short Retry-After', http(403, 'Editors only.', 1)],
  ])('the QueryClient and the readers of every match never retry %s', (_name, error) => {
    expect(shouldRetry(0, error)).toBe(false)
    expect(queryRetryPolicy(createQueryClient()).shouldRetry(0, error)).toBe(false)
  })
})

describe('signInHref', () => {
  const here = 'https://authors.example.org/tools/?last_name=%D0%9E%D0%B2&offset=50#top'

  it('puts the app’s current address, URL-encoded, in place of every {next}', () => {
    expect(signInHref('/accounts/login/?next={next}', here)).toBe(
      `https://authors.example.org/accounts/login/?next=${encodeURIComponent(here)}`,
    )
    expect(signInHref('https://api.example.org/login?next={next}&again={next}', here)).toBe(
      `https://api.example.org/login?next=${encodeURIComponent(here)}&again=${encodeURIComponent(here)}`,
    )
    const next = new URL(signInHref('/login/?next={next}', here)).searchParams.get('next')
    expect(next).toBe(here)
  })

  it('leaves an address without {next} as it is, resolved against the app', () => {
    expect(signInHref('/accounts/login/', here)).toBe('https://authors.example.org/accounts/login/')
  })
})
