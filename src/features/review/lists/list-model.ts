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

/** How many entries a list has. */
export function listLength(view: ReviewList, findings: ReviewFindings): number {
  return view === 'twins' ? findings.twins.length : view === 'duplicates' ? findings.duplicates.length : findings.flags[view].length
}

/** The members of a list's entry at `at` (from 0), made into no entry: the switches and decisions test these. */
export function entryMembers(view: ReviewList, findings: ReviewFindings, at: number): readonly number[] {
  if (view === 'twins') return findings.twins[at]!
  if (view === 'duplicates') return findings.duplicates[at]!.members
  return [findings.flags[view][at]!]
}

/**
 * A list's entry at `at` (from 0), in the order the rules found them. The one place that reads
 * the rules' groups: a new field of a group (its kind, its reason) is carried through here. An
 * entry is made when a page shows it (or an export writes it), never for the whole list at once
 * (a million records hold a quarter of a million twin groups).
 */
export function listEntry(view: ReviewList, findings: ReviewFindings, at: number): ListEntry {
  if (view === 'twins') return { number: at + 1, members: findings.twins[at]!, kind: 'twins', spellings: 0, differsIn: [], diff: false }
  if (view === 'duplicates') {
    const group = findings.duplicates[at]!
    return {
      number: at + 1,
      members: group.members,
      kind: group.kind,
      spellings: group.spellings,
      differsIn: group.differences,
      diff: true,
      duplicate: group,
    }
  }
  return { number: at + 1, members: [findings.flags[view][at]!], spellings: 0, differsIn: [], diff: false }
}

/** The page's size, the number of pages (at least one) and the page shown (a page past the end is the last). */
export function listPaging(view: ReviewList, entries: number, asked: number): { perPage: number; pages: number; page: number } {
  const perPage = isGroupList(view) ? GROUPS_PER_PAGE : RECORDS_PER_PAGE
  const pages = Math.max(1, Math.ceil(entries / perPage))
  return { perPage, pages, page: Math.min(asked, pages) }
}
