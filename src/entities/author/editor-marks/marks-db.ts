import { clear, createStore, del, entries, set, setMany, type UseStore } from 'idb-keyval'
import type { CheckedMark, GroupDecision } from './marks-types'
import { readChecked, readDecision } from './marks-file'

/**
 * The editor's marks in IndexedDB, through idb-keyval: one database with one store (idb-keyval
 * opens a store without a version upgrade, so a second store in the same database would never be
 * made), keys `["decision", key]` and `["checked", uid]`. A chunk of its own: never in the first load.
 */
let store: UseStore | undefined
const marksStore = () => (store ??= createStore('non-active-authors-marks', 'marks'))

/** Forgets every mark the browser keeps. */
export const clearAll = () => clear(marksStore())

/** Drops the open connection (a reload's fresh start, in tests). */
export function forgetConnection(): void {
  store = undefined
}

type Key = ['decision', string] | ['checked', string]

export async function readAll(): Promise<{ decisions: Map<string, GroupDecision>; checked: Map<string, CheckedMark> }> {
  const decisions = new Map<string, GroupDecision>()
  const checked = new Map<string, CheckedMark>()
  for (const [key, value] of await entries<IDBValidKey, unknown>(marksStore())) {
    // What another version of the app (or a hand in the browser's tools) left that is not a mark is passed over.
    if (!Array.isArray(key) || typeof key[1] !== 'string') continue
    const decision = key[0] === 'decision' ? readDecision(value) : undefined
    const mark = key[0] === 'checked' ? readChecked(value) : undefined
    if (decision) decisions.set(key[1], decision)
    if (mark) checked.set(key[1], mark)
  }
  return { decisions, checked }
}

export const putDecision = (key: string, decision: GroupDecision) => set(['decision', key] satisfies Key, decision, marksStore())
export const deleteDecision = (key: string) => del(['decision', key] satisfies Key, marksStore())
export const putChecked = (mark: CheckedMark) => set(['checked', mark.uid] satisfies Key, mark, marksStore())
export const deleteChecked = (uid: string) => del(['checked', uid] satisfies Key, marksStore())

export function putMany(decisions: ReadonlyArray<[string, GroupDecision]>, checked: readonly CheckedMark[]): Promise<void> {
  const items: Array<[Key, unknown]> = [
    ...decisions.map(([key, decision]): [Key, unknown] => [['decision', key], decision]),
    ...checked.map((mark): [Key, unknown] => [['checked', mark.uid], mark]),
  ]
  return items.length === 0 ? Promise.resolve() : setMany(items, marksStore())
}
