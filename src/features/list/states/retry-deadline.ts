import { isApiError } from '../../../shared/api/api-error'

/**
 * When the app may ask again after an error that named a wait (a 429's Retry-After), as epoch ms;
 * undefined for any other error. `failedAt` is when the error arrived (the query's errorUpdatedAt).
 */
export function retryDeadline(error: unknown, failedAt: number): number | undefined {
  if (!isApiError(error) || error.retryAfterSeconds === undefined || error.retryAfterSeconds <= 0) return undefined
  return failedAt + error.retryAfterSeconds * 1000
}
