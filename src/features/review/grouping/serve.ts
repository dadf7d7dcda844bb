import { findInSource } from '../review-findings'
import { ColumnSource, findingsMessages, type FromWorker, type ToWorker } from './protocol'

/** What the worker needs of its global scope (or, in tests, of a MessagePort). */
export interface GroupingPort {
  postMessage(message: FromWorker, transfer: Transferable[]): void
  addEventListener(type: 'message', listener: (event: MessageEvent<ToWorker>) => void): void
}

/**
 * The worker's side: keeps the columns as they come, groups them on `find` with the very
 * function the main thread's fallback runs (without pauses: nothing here waits for input), and
 * sends the findings back in batches. A fault is reported as `failed`, never swallowed.
 */
export function serveGrouping(port: GroupingPort): void {
  let source: ColumnSource | undefined
  const fail = (error: unknown) => port.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) }, [])
  port.addEventListener('message', (event) => {
    const message = event.data
    try {
      if (message.type === 'start') source = new ColumnSource(message.count)
      else if (!source) throw new Error(`A "${message.type}" message before "start"`)
      else if (message.type === 'strings') source.addStrings(message.strings)
      else if (message.type === 'records') source.addRecords(message)
      else {
        const grouped = source
        source = undefined
        findInSource(grouped, { nearMisses: message.nearMisses, sliceOver: () => false }).then((findings) => {
          for (const { message: out, transfer } of findingsMessages(findings)) port.postMessage(out, transfer)
        }, fail)
      }
    } catch (error) {
      fail(error)
    }
  })
}
