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
  /** How long the worker may stay silent while it has work before it is given up (GroupingStalled). */
  watchdogMs?: number
}

/**
 * How long a worker with work may go without a word: it says it is alive every HEARTBEAT_MS of
 * work, so only a worker that died without an error (out of memory, killed) is this quiet; the
 * margin is for a machine so loaded that a second of work takes many.
 */
export const WATCHDOG_MS = 30_000

/**
 * The worker went silent while it had work: no findings, no word that it is alive, no error. Not
 * done again on the main thread (what killed the worker would likely stall the page): the review
 * says so and offers to try again.
 */
export class GroupingStalled extends Error {
  readonly silentMs: number
  constructor(silentMs: number) {
    super(`The review's worker gave no sign for ${Math.round(silentMs / 1000)} s`)
    this.name = 'GroupingStalled'
    this.silentMs = silentMs
  }
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
    return await inWorker(worker, records, pause, signal, options.watchdogMs ?? WATCHDOG_MS)
  } catch (error) {
    if (signal?.aborted) throw signal.reason
    if (error instanceof GroupingStalled) throw error
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
  watchdogMs: number,
): Promise<ReviewFindings> {
  return new Promise<ReviewFindings>((resolve, reject) => {
    let settled = false
    // The watchdog: wound up by every message sent or received; run down, the worker is given up.
    let watchdog: ReturnType<typeof setTimeout> | undefined
    const windUp = () => {
      clearTimeout(watchdog)
      watchdog = setTimeout(() => {
        worker.terminate()
        finish(() => reject(new GroupingStalled(watchdogMs)))
      }, watchdogMs)
    }
    const finish = (outcome: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(watchdog)
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
      windUp()
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
    windUp()
    void (async () => {
      for (const { message, transfer } of sourceMessages(recordsSource(records))) {
        if (settled) return
        worker.postMessage(message, transfer)
        windUp()
        if (message.type === 'records') await pause()
      }
      if (settled) return
      worker.postMessage({ type: 'find', nearMisses: true }, [])
      windUp()
    })().catch((error: unknown) => finish(() => reject(error)))
  })
}
