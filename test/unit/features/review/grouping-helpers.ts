import { FLAG_KINDS, type FlagKind } from '../../../../src/entities/author/flags'
import type { WorkerLike } from '../../../../src/features/review/grouping/client'
import { ColumnSource, sourceMessages, type FromWorker, type ToWorker } from '../../../../src/features/review/grouping/protocol'
import { recordsSource, type CompactFindings, type ReviewFindings } from '../../../../src/features/review/review-findings'
import type { ReviewRecords } from '../../../../src/features/review/review-records'

/** The columns a worker keeps of the records it is sent (what its `start`, `strings` and `records` messages make). */
export function columnsOf(records: ReviewRecords): ColumnSource {
  const columns = new ColumnSource(records.length)
  for (const { message } of sourceMessages(recordsSource(records))) {
    if (message.type === 'strings') columns.addStrings(message.strings)
    if (message.type === 'records') columns.addRecords(message)
  }
  return columns
}

/** Findings in the lists' form (an array a group) put in the worker's (flat arrays), for a test to send as a worker would. */
export function compactFindings(findings: ReviewFindings): CompactFindings {
  const flat = (groups: ReadonlyArray<readonly number[]>) => {
    const start = new Int32Array(groups.length + 1)
    groups.forEach((group, at) => (start[at + 1] = start[at]! + group.length))
    return { start, members: Int32Array.from(groups.flat()) }
  }
  return {
    records: findings.records,
    twins: flat(findings.twins),
    duplicates: findings.duplicates.map(({ members, ...head }) => ({ ...head, size: members.length })),
    duplicateMembers: flat(findings.duplicates.map((group) => group.members)),
    flags: Object.fromEntries(FLAG_KINDS.map((kind) => [kind, Int32Array.from(findings.flags[kind])])) as Record<FlagKind, Int32Array>,
  }
}

/**
 * A worker the test drives (the client's side of one): what the client posts goes to `onPost`,
 * `say` is the worker speaking, `fire` an `error` or `messageerror` event; terminate is recorded
 * and `onTerminate` run.
 */
export function testWorker(onPost: (message: ToWorker, transfer: Transferable[]) => void = () => {}, onTerminate: () => void = () => {}) {
  const listeners = new Map<string, Array<(event: never) => void>>()
  let terminated = false
  const worker: WorkerLike = {
    postMessage: (message, transfer) => onPost(message, transfer),
    addEventListener: (type: string, listener: (event: never) => void) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    terminate: () => {
      terminated = true
      onTerminate()
    },
  }
  const emit = (type: string, event: object) => {
    for (const listener of listeners.get(type) ?? []) listener(event as never)
  }
  return {
    worker,
    say: (data: FromWorker) => emit('message', { data }),
    fire: (type: 'error' | 'messageerror') => emit(type, new Event(type, { cancelable: true })),
    terminated: () => terminated,
  }
}
