import { useMessages } from '../i18n/language-provider'
import { en, ru } from './load-failed-messages'
import { thisPage } from './this-page'

/**
 * Fetches the app again: after a deployment the page's old chunks may be gone, and only a reload
 * brings the new ones.
 */
export function ReloadPageButton() {
  const m = useMessages({ en, ru })
  return (
    <button type="button" onClick={() => thisPage.reload()}>
      {m.reload}
    </button>
  )
}

/**
 * Said in place of a part that could not be loaded, with a reload and, where the load can be
 * tried again, Try again (which stays, busy, while the retry runs, so the focus stays on it).
 */
export function PartLoadFailed({ onRetry, retrying = false }: { onRetry?: (() => void) | undefined; retrying?: boolean }) {
  const m = useMessages({ en, ru })
  return (
    <div className="notice" role="alert">
      <p>{m.partFailed}</p>
      <ReloadPageButton />
      {onRetry && (
        <button type="button" aria-disabled={retrying} onClick={retrying ? undefined : onRetry}>
          {retrying ? m.retrying : m.retry}
        </button>
      )}
    </div>
  )
}
