import { useEffect, useMemo, useState } from 'react'
import { decisionKey, decidedName, setDecision, type Verdict } from '../../../entities/author/editor-marks/marks'
import { groupStatus, type GroupStatus } from '../decisions/decision-status'
import { useEditorMarks } from '../decisions/use-editor-marks'
import type { ReviewList, ReviewPlace } from '../review-place'
import type { ReviewData } from '../use-review-job'
import { entryMembers, isGroupList, listEntry, listLength, listPaging, type ListEntry } from './list-model'

export interface StatusedEntry extends ListEntry {
  status: GroupStatus
}

const OPEN: GroupStatus = { state: 'open' }

/** What one list shows, as one typed object: its entries with their decisions, the switches, the page. */
export function useReviewList(
  data: ReviewData,
  place: ReviewPlace & { view: ReviewList },
  onGo: (place: ReviewPlace, mode?: 'push' | 'replace') => void,
) {
  const { authors, findings } = data
  const view = place.view
  const marks = useEditorMarks()
  const [showDecided, setShowDecided] = useState(false)
  const [notCheckedOnly, setNotCheckedOnly] = useState(false)
  const count = listLength(view, findings)
  // The uids the decisions name and the checked ones, as the records' numbers: a group none of
  // whose members a decision names is open, found without making its records (a million records
  // hold tens of thousands of groups).
  const decidedUids = useMemo(
    () => data.records.uidNumbers([...marks.index.decisions.values()].flatMap((decision) => decision.names.map((name) => name.uid))),
    [data.records, marks.index],
  )
  const checkedUids = useMemo(() => data.records.uidNumbers(marks.checked.keys()), [data.records, marks.checked])
  // A status for each group a decision names a member of (few); every other entry is open. No
  // entry is made for this: a list's entries are made a page at a time (list-model.ts).
  const statuses = useMemo(() => {
    const found = new Map<number, GroupStatus>()
    if (!isGroupList(view) || marks.index.decisions.size === 0) return found
    for (let at = 0; at < count; at++) {
      const members = entryMembers(view, findings, at)
      if (!members.some((index) => decidedUids.has(data.records.uidIdAt(index)))) continue
      const { kind } = listEntry(view, findings, at)
      if (kind === undefined) continue
      found.set(
        at,
        groupStatus(
          kind,
          members.map((index) => authors[index]!),
          marks.index,
        ),
      )
    }
    return found
  }, [view, findings, count, authors, marks.index, decidedUids, data.records])
  const statusAt = (at: number): GroupStatus => statuses.get(at) ?? OPEN
  const statused = (at: number): StatusedEntry => ({ ...listEntry(view, findings, at), status: statusAt(at) })
  // A group decided on the page shown stays on it until the page changes, so the editor's place and focus stay.
  const here = `${view}/${place.page}`
  const [decidedHere, setDecidedHere] = useState({ here, numbers: new Set<number>() })
  const kept = decidedHere.here === here ? decidedHere.numbers : undefined
  let decided = 0
  for (const [at, status] of statuses) if (status.state === 'decided' && !kept?.has(at + 1)) decided++
  const hiding = !showDecided && decided > 0
  // The positions the switches let through; undefined when they let every entry through (no pass over the list).
  const visible = useMemo(() => {
    if (!hiding && !notCheckedOnly) return undefined
    const through: number[] = []
    for (let at = 0; at < count; at++) {
      if (hiding && statuses.get(at)?.state === 'decided' && kept?.has(at + 1) !== true) continue
      if (notCheckedOnly && !entryMembers(view, findings, at).some((index) => !checkedUids.has(data.records.uidIdAt(index)))) continue
      through.push(at)
    }
    return through
  }, [hiding, notCheckedOnly, count, statuses, kept, view, findings, checkedUids, data.records])
  const visibleCount = visible?.length ?? count
  const paging = listPaging(view, visibleCount, place.page)
  // A page past the end (a hand-typed rpage, or a list that shrank) is its last page.
  useEffect(() => {
    if (place.page > paging.pages) onGo({ view, page: paging.pages }, 'replace')
  }, [place.page, paging.pages, view, onGo])
  const shown: StatusedEntry[] = []
  for (let nth = (paging.page - 1) * paging.perPage; nth < Math.min(visibleCount, paging.page * paging.perPage); nth++)
    shown.push(statused(visible ? visible[nth]! : nth))

  const decide = (entry: StatusedEntry, verdict: Verdict | undefined) => {
    if (entry.kind === undefined) return
    const members = entry.members.map((index) => authors[index]!)
    const key = decisionKey(
      entry.kind,
      members.map((author) => author.uid),
    )
    setDecidedHere({ here, numbers: new Set([...(kept ?? []), entry.number]) })
    setDecision(
      key,
      verdict && {
        kind: entry.kind,
        verdict,
        names: members.map(decidedName).sort((a, b) => (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0)),
        decidedAt: new Date().toISOString(),
      },
    )
  }

  return {
    view,
    grouped: isGroupList(view),
    /** How many entries the list has, and how many the switches let through. */
    count,
    visibleCount,
    /** Every entry of the list, made now (an export writes them all, whatever the switches show). */
    allEntries: (): StatusedEntry[] => Array.from({ length: count }, (_, at) => statused(at)),
    shown,
    ...paging,
    decided,
    showDecided,
    setShowDecided,
    notCheckedOnly,
    setNotCheckedOnly,
    checked: marks.checked,
    unsaved: marks.unsaved,
    decide,
  }
}

export type ReviewListModel = ReturnType<typeof useReviewList>
