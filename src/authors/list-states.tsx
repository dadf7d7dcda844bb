import type { ReactNode } from 'react'
import type { ApiError } from '../api/api-error'
import { describeError } from './error-message'
import { lazy, Suspense } from 'react'
import { retryDeadline } from './rate-limit/retry-deadline'

// Only a 429 that names its wait needs the countdown: loaded when first shown.
const WaitThenRetry = lazy(() => import('./rate-limit/wait-then-retry').then((module) => ({ default: module.WaitThenRetry })))

export function ErrorPanel({
  error,
  retrying,
  onRetry,
  failedAt,
}: {
  error: unknown
  retrying: boolean
  onRetry: () => void
  /** When the error arrived (epoch ms): a wait the server asked for counts down from here. */
  failedAt?: number
}) {
  const deadline = failedAt === undefined ? undefined : retryDeadline(error, failedAt)
  if (deadline !== undefined) {
    return (
      <Suspense fallback={null}>
        <WaitThenRetry key={deadline} error={error as ApiError} deadline={deadline} retrying={retrying} onRetry={onRetry} />
      </Suspense>
    )
  }
  const { title, body } = describeError(error)
  return (
    <div className="panel panel-error" role="alert">
      <h2>{title}</h2>
      <p>{body}</p>
      <button type="button" aria-disabled={retrying} onClick={retrying ? undefined : onRetry}>
        {retrying ? 'Retrying…' : 'Retry'}
      </button>
    </div>
  )
}

export function EmptyPanel({
  searched,
  onClear,
  suggestions,
}: {
  searched: string | undefined
  onClear: () => void
  /** Searches the person probably meant, shown under the message. */
  suggestions?: ReactNode
}) {
  if (searched === undefined) {
    return (
      <div className="panel">
        <h2>No non-active authors</h2>
        <p>The directory has no non-active authors at the moment.</p>
      </div>
    )
  }
  return (
    <div className="panel">
      <h2>No authors found</h2>
      <p>No non-active author matches {searched}.</p>
      <button type="button" onClick={onClear}>
        Clear search
      </button>
      {suggestions}
    </div>
  )
}

export function PastEndPanel({
  page,
  countText,
  lastRangeText,
  onLastPage,
}: {
  page: number
  countText: string
  lastRangeText: string
  onLastPage: () => void
}) {
  return (
    <div className="panel">
      <h2>This page is past the end of the list</h2>
      <p>
        Page {page} is empty: the list has {countText} now. It may have been shorter when this link was made.
      </p>
      <button type="button" onClick={onLastPage}>
        Go to the last page ({lastRangeText})
      </button>
    </div>
  )
}
