import type { Author } from '../../shared/api/contract'
import { FLAG_KINDS, findFlags, type FlagKind } from '../../entities/author/flags'
import { nameKey } from '../../entities/author/twins'
import { yieldToBrowser } from '../../shared/lib/yield'
import { differenceKinds, duplicateKey, type DifferenceKind } from './name-key'

/** Records that share a name key but are not all twins: the same name written more than one way. */
export interface DuplicateGroup {
  /** Indices into the records read, in the list's order. */
  members: number[]
  /** How many different spellings (exact names) the group holds: 2 or more. */
  spellings: number
  differences: DifferenceKind[]
}

/** What the review found among every record of a search. Records are named by their index in what was read. */
export interface ReviewFindings {
  records: number
  /** Groups of twins (the workbench's rule: the three names identical as received), each in the list's order. */
  twins: number[][]
  duplicates: DuplicateGroup[]
  /** For each flag kind, the records that have it. */
  flags: Record<FlagKind, number[]>
}

export interface FindingOptions {
  signal?: AbortSignal
  /** Lets the browser in between slices; the default is yieldToBrowser. */
  pause?: () => Promise<void>
  /** Whether the slice so far is long enough to pause: by default, 8 ms of work. */
  sliceOver?: (sliceStart: number) => boolean
}

const SLICE_MS = 5

/**
 * Groups every record read: twins, possible duplicates (a shared duplicateKey, more than one
 * exact name) and the flags. A hundred thousand records take seconds of work, so it runs in
 * slices of a few milliseconds with the browser let in between: the page stays responsive.
 */
export async function findInRecords(authors: readonly Author[], options: FindingOptions = {}): Promise<ReviewFindings> {
  const pause = options.pause ?? yieldToBrowser
  const sliceOver = options.sliceOver ?? ((start: number) => performance.now() - start > SLICE_MS)
  let sliceStart = performance.now()
  const breathe = async () => {
    if (!sliceOver(sliceStart)) return
    await pause()
    options.signal?.throwIfAborted()
    sliceStart = performance.now()
  }

  const flags = Object.fromEntries(FLAG_KINDS.map((kind) => [kind, [] as number[]])) as Record<FlagKind, number[]>
  const exact = new Map<string, number[]>()
  /** Per name key: the first record of each exact name, and every member. */
  const keyed = new Map<string, { spellings: Map<string, number>; members: number[] }>()
  for (let index = 0; index < authors.length; index++) {
    const author = authors[index]!
    const name = nameKey(author)
    const twins = exact.get(name)
    if (twins) twins.push(index)
    else exact.set(name, [index])
    const key = duplicateKey(author)
    let group = keyed.get(key)
    if (!group) keyed.set(key, (group = { spellings: new Map(), members: [] }))
    group.members.push(index)
    if (!group.spellings.has(name)) group.spellings.set(name, index)
    for (const flag of findFlags(author)) flags[flag.kind].push(index)
    if (index % 16 === 15) await breathe()
  }

  const twins: number[][] = []
  for (const members of exact.values()) if (members.length > 1) twins.push(members)
  await breathe()
  const duplicates: DuplicateGroup[] = []
  let looked = 0
  for (const { spellings, members } of keyed.values()) {
    if (spellings.size < 2) {
      if (++looked % 256 === 0) await breathe()
      continue
    }
    await breathe()
    duplicates.push({
      members,
      spellings: spellings.size,
      differences: differenceKinds([...spellings.values()].map((index) => authors[index]!)),
    })
  }
  return { records: authors.length, twins, duplicates, flags }
}
