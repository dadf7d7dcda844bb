import { yieldToBrowser } from '../../../shared/lib/yield'
import { fieldKey } from '../name-key'
import type { RecordStore, ReviewRecords } from '../review-records'
import type { ReviewSearch } from '../review-cache'

/**
 * A search met through the review's name key: the records whose folded last name contains the
 * folded searched last name (and likewise the first name, when one is searched), as the
 * service's own search (a substring, icontains, by default) would find them if it knew the key.
 * "Быкoв" with a Latin o has the key "bykov", so a search for "Быков" (or "Bykov", or "Бык")
 * meets it. docs/review.md says the same in words.
 */
export interface KeySearch {
  last: string
  first: string
}

/** The searched names' keys; undefined without a search (or a search whose key is empty). */
export function searchKeys(search: ReviewSearch): KeySearch | undefined {
  const last = fieldKey(search.lastName)
  const first = fieldKey(search.firstName)
  return last === '' && first === '' ? undefined : { last, first }
}

/** Each distinct string's key, worked out once per store (a second search reuses them). */
const keysOf = new WeakMap<RecordStore, string[]>()

export interface KeyMatchOptions {
  signal?: AbortSignal | undefined
  /** Lets the browser in between slices; the default is yieldToBrowser. */
  pause?: () => Promise<void>
  /** Whether the slice so far is long enough to pause: by default, 5 ms of work. */
  sliceOver?: (sliceStart: number) => boolean
  /**
   * Leaves out the records the service's own search returns: those it is modelled to find
   * (serviceWouldFind, with this search as typed), and those with these uids (seen in its answers).
   */
  notReturnedBy?: { search: ReviewSearch; uids: ReadonlySet<string> } | undefined
}

const SLICE_MS = 5
/** Records looked at between looks at the clock. */
const STRIDE = 2048

/**
 * The indices of the records whose name key matches `search` (KeySearch), in the records'
 * order. Works on the dictionary's numbers: a string's key is worked out once, and whether it
 * matches once per search, so a million records are two array reads each; in slices of about
 * 5 ms with the browser let in between.
 */
export async function matchByKey(records: ReviewRecords, search: ReviewSearch, options: KeyMatchOptions = {}): Promise<number[]> {
  const keys = searchKeys(search)
  if (!keys) return []
  const pause = options.pause ?? yieldToBrowser
  const sliceOver = options.sliceOver ?? ((start: number) => performance.now() - start > SLICE_MS)
  const { store } = records
  let known = keysOf.get(store)
  if (!known) keysOf.set(store, (known = []))
  const cache = known
  // Per string id, for this search: 1 the last name matches, 2 it does not; 4 and 8 the first name.
  const verdicts = new Uint8Array(store.strings.length)
  const matches = (id: number, key: string, yes: number, no: number): boolean => {
    const verdict = verdicts[id]!
    if (verdict & yes) return true
    if (verdict & no) return false
    const text = (cache[id] ??= fieldKey(store.strings[id]!))
    const found = text.includes(key)
    verdicts[id] = verdict | (found ? yes : no)
    return found
  }
  // Per string id, whether the service (as modelled) finds it: 16 the last name does, 32 not; 64 and 128 the first name.
  const service = options.notReturnedBy
  const serviceFinds = (id: number, text: string, yes: number, no: number): boolean => {
    if (text === '') return true
    const verdict = verdicts[id]!
    if (verdict & yes) return true
    if (verdict & no) return false
    const found = contains(store.strings[id]!, text)
    verdicts[id] = verdict | (found ? yes : no)
    return found
  }
  const found: number[] = []
  let sliceStart = performance.now()
  for (let index = 0; index < records.length; index++) {
    if (index % STRIDE === STRIDE - 1 && sliceOver(sliceStart)) {
      await pause()
      options.signal?.throwIfAborted()
      sliceStart = performance.now()
    }
    const slot = records.slot(index)
    if (keys.last !== '' && !matches(store.lastId(slot), keys.last, 1, 2)) continue
    if (keys.first !== '' && !matches(store.firstId(slot), keys.first, 4, 8)) continue
    if (service) {
      const { search: typed, uids } = service
      if (serviceFinds(store.lastId(slot), typed.lastName, 16, 32) && serviceFinds(store.firstId(slot), typed.firstName, 64, 128)) continue
      if (uids.size > 0 && uids.has(store.uid(slot))) continue
    }
    found.push(index)
  }
  options.signal?.throwIfAborted()
  return found
}

/**
 * Whether the service's own search returns a record, as the app models it: a substring of each
 * searched name, case aside (Django's icontains, DRF's default). Used only where the app has not
 * seen the search's every record.
 */
export function serviceWouldFind(author: { last_name: string; first_name: string }, search: ReviewSearch): boolean {
  return contains(author.last_name, search.lastName) && contains(author.first_name, search.firstName)
}

const contains = (value: string, text: string) => text === '' || value.toLowerCase().includes(text.toLowerCase())
