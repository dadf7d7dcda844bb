import { yieldToBrowser } from '../../../shared/lib/yield'
import { findInReviewRecords, recordsSource, type ReviewFindings } from '../review-findings'
import type { ReviewRecords } from '../review-records'
import { FindingsAssembler, sourceMessages, type FromWorker, type ToWorker } from './protocol'

/** The few parts of a Worker the client uses (a test gives a MessagePort-backed one). */
export interface WorkerLike {
  postMessage(message: ToWorker, transfer: Transferable[]): void
  addEventListener(type: 'message', listener: (event: MessageEvent<FromWorker>) => void): void
  addEventListener(type: 'error' | 'messageerror', listener: (event: Event) => void): void
  terminate(): void
}

export interface GroupingOptions {
  signal?: AbortSignal
  /** Starts the worker; undefined (or a throw) where there is none: the grouping runs on the main thread, sliced. */
  startWorker?: () => WorkerLike | undefined
  /** Lets the browser in between the chunks sent (and, on the main thread, the slices). */
  pause?: () => Promise<void>
  /** Told when the worker could not do it and the main thread does (its reason). */
  onFallback?: (reason: unknown) => void
}

/** The review's worker, a chunk of its own that loads on the first review. */
export function startGroupingWorker(): WorkerLike | undefined {
  if (typeof Worker === 'undefined') return undefined
  return new Worker(new URL('./grouping.worker.ts', import.meta.url), { type: 'module', name: 'review-grouping' })
}

/**
 * Groups the review's records in a Web Worker: the columns go over in chunks (transferred), the
 * findings come back in batches, and the main thread does no more than copy them. Cancel (the
 * signal) terminates the worker. Where no worker can be had, or it fails, the same grouping runs
 * on the main thread in slices (findInReviewRecords), so the review works either way and finds
 * the same groups.
 */
export async function groupReview(records: ReviewRecords, options: GroupingOptions = {}): Promise<ReviewFindings> {
  const { signal } = options
  const pause = options.pause ?? yieldToBrowser
  const onMainThread = (reason: unknown) => {
    signal?.throwIfAborted()
    options.onFallback?.(reason)
    return findInReviewRecords(records, { signal, pause })
  }
  signal?.throwIfAborted()
  let worker: WorkerLike | undefined
  try {
    worker = (options.startWorker ?? startGroupingWorker)()
  } catch (error) {
    return onMainThread(error)
  }
  if (!worker) return onMainThread(new Error('No Worker here'))
  try {
    return await inWorker(worker, records, pause, signal)
  } catch (error) {
    if (signal?.aborted) throw signal.reason
    return onMainThread(error)
  } finally {
    worker.terminate()
  }
}

function inWorker(
  worker: WorkerLike,
  records: ReviewRecords,
  pause: () => Promise<void>,
  signal: AbortSignal | undefined,
): Promise<ReviewFindings> {
  return new Promise<ReviewFindings>((resolve, reject) => {
    let settled = false
    const finish = (outcome: () => void) => {
      if (settled) return
      settled = true
      signal?.removeEventListener('abort', onAbort)
      outcome()
    }
    const onAbort = () => {
      worker.terminate()
      finish(() => reject(signal?.reason))
    }
    signal?.addEventListener('abort', onAbort)
    const assembler = new FindingsAssembler()
    worker.addEventListener('message', (event) => {
      if (settled) return
      try {
        const findings = assembler.accept(event.data)
        if (findings) finish(() => resolve(findings))
      } catch (error) {
        finish(() => reject(error))
      }
    })
    const broken = (event: Event) => {
      event.preventDefault()
      finish(() => reject(new Error(`The review's worker failed: ${event.type}`)))
    }
    worker.addEventListener('error', broken)
    worker.addEventListener('messageerror', broken)
    void (async () => {
      for (const { message, transfer } of sourceMessages(recordsSource(records))) {
        if (settled) return
        worker.postMessage(message, transfer)
        if (message.type === 'records') await pause()
      }
      if (!settled) worker.postMessage({ type: 'find', nearMisses: true }, [])
    })().catch((error: unknown) => finish(() => reject(error)))
  })
}
