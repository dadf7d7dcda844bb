import type { DuplicateGroup, ReviewFindings } from '../review-findings'
import type { ReviewList } from '../review-place'

/** Groups a page of a twins or duplicates list shows; records a page of a flag's list shows (the list's default page). */
export const GROUPS_PER_PAGE = 20
export const RECORDS_PER_PAGE = 50

/**
 * The kind of a group: twins, possible duplicates that share one name key, or a kind the rules
 * add (review-findings). A view shows a kind it has no words for by its name, so a new kind of
 * group needs its words (messages' `kinds`) and nothing else here.
 */
export type GroupKind = string

/** One entry of a review list: a group (twins, possible duplicates), or one record (a flag's list). */
export interface ListEntry {
  /** Its number in the whole list, from 1. */
  number: number
  /** Indices into the records read, in the list's order. */
  members: readonly number[]
  /** The group's kind; undefined for a flag's record. */
  kind?: GroupKind
  /** How many exact spellings the group holds (0 where it is not counted: twins, records). */
  spellings: number
  /** What differs, as the rules name it (keys of the messages' `differences`), or reason words the rules give. */
  differsIn: readonly string[]
  /** Whether the fields' differing characters are marked. */
  diff: boolean
  /** The rules' possible-duplicates group, for its near-miss reason (review-findings). */
  duplicate?: DuplicateGroup
}

/** Whether the list is of groups (twins, duplicates) rather than of records (a flag's). */
export function isGroupList(view: ReviewList): view is 'twins' | 'duplicates' {
  return view === 'twins' || view === 'duplicates'
}

/**
 * The entries of one list, in the order the rules found them. The one place that reads the
 * rules' groups: a new field of a group (its kind, its reason) is carried through here.
 */
export function listEntries(view: ReviewList, findings: ReviewFindings): ListEntry[] {
  if (view === 'twins')
    return findings.twins.map((members, at) => ({ number: at + 1, members, kind: 'twins', spellings: 0, differsIn: [], diff: false }))
  if (view === 'duplicates')
    return findings.duplicates.map((group, at) => ({
      number: at + 1,
      members: group.members,
      kind: group.kind,
      spellings: group.spellings,
      differsIn: group.differences,
      diff: true,
      duplicate: group,
    }))
  return findings.flags[view].map((index, at) => ({ number: at + 1, members: [index], spellings: 0, differsIn: [], diff: false }))
}

/** The page's size, the number of pages (at least one) and the page shown (a page past the end is the last). */
export function listPaging(view: ReviewList, entries: number, asked: number): { perPage: number; pages: number; page: number } {
  const perPage = isGroupList(view) ? GROUPS_PER_PAGE : RECORDS_PER_PAGE
  const pages = Math.max(1, Math.ceil(entries / perPage))
  return { perPage, pages, page: Math.min(asked, pages) }
}
