import { useMessages } from '../../../shared/i18n/language-provider'
import { en, ru } from './live-fault-messages'

export type LiveFaultMessages = typeof en

/** "Server error (HTTP 500). Trying again automatically (attempt 2)…" */
export function retryText(
  m: LiveFaultMessages,
  explain: ((error: unknown) => { title: string }) | undefined,
  reason: unknown,
  attempt: number,
): string {
  return m.retryingAutomatically(explain?.(reason).title ?? m.failed, attempt)
}

/** What the page's live region says of a fault (a retry, rows possibly out of date). */
export function useFaultMessages(): LiveFaultMessages {
  return useMessages({ en, ru })
}
