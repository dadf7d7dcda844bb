import { useEffect, useMemo, useState } from 'react'
import { decisionKey, decidedName, setDecision, type Verdict } from '../../../entities/author/editor-marks/marks'
import { groupStatus, type GroupStatus } from '../decisions/decision-status'
import { useEditorMarks } from '../decisions/use-editor-marks'
import type { ReviewList, ReviewPlace } from '../review-place'
import type { ReviewData } from '../use-review-job'
import { isGroupList, listEntries, listPaging, type ListEntry } from './list-model'

export interface StatusedEntry extends ListEntry {
  status: GroupStatus
}

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
  const entries = useMemo(() => listEntries(view, findings), [view, findings])
  // The uids the decisions name and the checked ones, as the records' numbers: a group none of
  // whose members a decision names is open, found without making its records (a million records
  // hold tens of thousands of groups).
  const decidedUids = useMemo(
    () => data.records.uidNumbers([...marks.index.decisions.values()].flatMap((decision) => decision.names.map((name) => name.uid))),
    [data.records, marks.index],
  )
  const checkedUids = useMemo(() => data.records.uidNumbers(marks.checked.keys()), [data.records, marks.checked])
  const statused = useMemo<StatusedEntry[]>(
    () =>
      entries.map((entry) => ({
        ...entry,
        status:
          entry.kind === undefined || !entry.members.some((index) => decidedUids.has(data.records.uidIdAt(index)))
            ? { state: 'open' }
            : groupStatus(
                entry.kind,
                entry.members.map((index) => authors[index]!),
                marks.index,
              ),
      })),
    [entries, authors, marks.index, decidedUids, data.records],
  )
  // A group decided on the page shown stays on it until the page changes, so the editor's place and focus stay.
  const here = `${view}/${place.page}`
  const [decidedHere, setDecidedHere] = useState({ here, numbers: new Set<number>() })
  const kept = decidedHere.here === here ? decidedHere.numbers : undefined
  const decided = statused.filter((entry) => entry.status.state === 'decided' && !kept?.has(entry.number)).length
  const visible = statused.filter(
    (entry) =>
      (showDecided || entry.status.state !== 'decided' || kept?.has(entry.number) === true) &&
      (!notCheckedOnly || entry.members.some((index) => !checkedUids.has(data.records.uidIdAt(index)))),
  )
  const paging = listPaging(view, visible.length, place.page)
  // A page past the end (a hand-typed rpage, or a list that shrank) is its last page.
  useEffect(() => {
    if (place.page > paging.pages) onGo({ view, page: paging.pages }, 'replace')
  }, [place.page, paging.pages, view, onGo])
  const shown = visible.slice((paging.page - 1) * paging.perPage, paging.page * paging.perPage)

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
    entries: statused,
    visible,
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
