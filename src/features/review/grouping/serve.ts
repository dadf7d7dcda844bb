import { groupInSource } from '../review-findings'
import { ColumnSource, findingsMessages, HEARTBEAT_MS, type FromWorker, type ToWorker } from './protocol'

/** What the worker needs of its global scope (or, in tests, of a MessagePort). */
export interface GroupingPort {
  postMessage(message: FromWorker, transfer: Transferable[]): void
  addEventListener(type: 'message', listener: (event: MessageEvent<ToWorker>) => void): void
}

/**
 * The worker's side: keeps the columns as they come, groups them on `find` with the very
 * function the main thread's fallback runs (pausing only to say it is alive), and sends the
 * findings back in batches. A fault is reported as `failed`, never swallowed.
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
        // No pauses for input (nothing here waits for it), but a word every HEARTBEAT_MS of work, so
        // the client can tell a worker at work from one that died without a word (its watchdog).
        groupInSource(grouped, {
          nearMisses: message.nearMisses,
          sliceOver: (start) => performance.now() - start > HEARTBEAT_MS,
          pause: () => {
            port.postMessage({ type: 'alive' }, [])
            return Promise.resolve()
          },
        }).then((findings) => {
          for (const { message: out, transfer } of findingsMessages(findings)) port.postMessage(out, transfer)
        }, fail)
      }
    } catch (error) {
      fail(error)
    }
  })
}
