import { isApiError } from './api-error'

/**
 * Why the API would not give the list to this person, when that is the reason it failed:
 * - `signed-out`: nobody is signed in, or the session ended (a 401, or Django REST framework's
 *   403 that says no or wrong credentials came with the request). Signing in cures it.
 * - `not-allowed`: every other 403: the account that is signed in may not read the list. Signing
 *   in again does not cure it, so it is never offered.
 */
export type AccessProblem = 'signed-out' | 'not-allowed'

/**
 * DRF's own `NotAuthenticated` and `AuthenticationFailed` details, in English and in DRF's Russian
 * catalogue (rest_framework/locale/ru; DRF answers in the request's language when Django's
 * LocaleMiddleware is on). SessionAuthentication has no WWW-Authenticate challenge, so DRF sends
 * these as a 403, not a 401; only the words tell them from a refused permission.
 */
const SIGNED_OUT_DETAILS: ReadonlySet<string> = new Set([
  'authentication credentials were not provided.',
  'incorrect authentication credentials.',
  'учетные данные не были предоставлены.',
  'некорректные учетные данные.',
])

/** The detail as compared: trimmed, lower case, ё as е (the catalogue has been written both ways). */
function normalDetail(detail: string): string {
  return detail.trim().toLowerCase().replaceAll('ё', 'е')
}

export function accessProblem(error: unknown): AccessProblem | undefined {
  if (!isApiError(error) || error.kind !== 'http') return undefined
  if (error.status === 401) return 'signed-out'
  if (error.status !== 403) return undefined
  return error.detail !== undefined && SIGNED_OUT_DETAILS.has(normalDetail(error.detail)) ? 'signed-out' : 'not-allowed'
}

export const isSignedOut = (error: unknown): boolean => accessProblem(error) === 'signed-out'
