import { accessProblem, type AccessProblem } from '../api/access'
import { isApiError } from '../api/api-error'
import { formatFor } from '../i18n/format'
import type { Lang } from '../i18n/lang'
import { en, ru, type ErrorMessages } from './error-messages'

export interface ErrorMessage {
  title: string
  body: string
  /** Not signed in (a Sign in link cures it, Retry does not), or this account may not read the list. */
  access?: AccessProblem
}

const CATALOGUE: Record<Lang, ErrorMessages> = { en, ru }

/** What went wrong, in a person's words and language, with what they can do about it. */
export function describeError(error: unknown, lang: Lang = 'en'): ErrorMessage {
  const e = CATALOGUE[lang]
  if (!isApiError(error)) return { title: e.unknownTitle, body: e.unknownBody }
  const access = accessProblem(error)
  if (access === 'signed-out') return { title: e.signedOutTitle, body: e.signedOutBody, access }
  if (access === 'not-allowed')
    return { title: e.notAllowedTitle, body: `${e.notAllowedBody}${error.detail ? e.serverSaid(error.detail) : ''}`, access }
  switch (error.kind) {
    case 'network':
      return { title: e.networkTitle, body: e.networkBody(error) }
    case 'interrupted':
      return { title: e.interruptedTitle, body: e.interruptedBody(error) }
    case 'redirect':
      return { title: e.redirectTitle, body: e.redirectBody(error) }
    case 'timeout':
      return { title: e.timeoutTitle, body: e.timeoutBody(error) }
    case 'shape':
      return { title: e.shapeTitle, body: e.shapeBody(error) }
    case 'http':
      return describeHttpError(e, lang, error.status ?? 0, error.detail, error.retryAfterSeconds)
  }
}

function describeHttpError(
  e: ErrorMessages,
  lang: Lang,
  status: number,
  detail: string | undefined,
  retryAfterSeconds: number | undefined,
): ErrorMessage {
  const said = detail ? e.serverSaid(detail) : ''
  if (status === 429) return { title: e.tooManyTitle, body: e.tooManyBody(retryAfterSeconds, formatFor(lang)) }
  if (status === 502 || status === 503 || status === 504) return { title: e.unavailableTitle(status), body: e.unavailableBody }
  if (status >= 500) return { title: e.serverTitle(status), body: e.serverBody }
  if (status === 400) return { title: e.badRequestTitle, body: `${e.badRequestBody}${said}` }
  if (status === 404) return { title: e.notFoundTitle, body: `${e.notFoundBody}${said}` }
  return { title: e.refusedTitle(status), body: `${e.refusedBody}${said}` }
}
