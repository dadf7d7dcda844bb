import { useState } from 'react'
import { useFormat, useMessages } from '../../../shared/i18n/language-provider'
import { en as decisionEn, ru as decisionRu } from '../decisions/messages'
import { en, ru } from '../messages'
import type { ReviewExportFormat, ReviewProps } from '../review-props'
import type { ReviewData } from '../use-review-job'
import { differsWords } from './group-head'
import { reviewTable } from './list-export'
import { useFieldLabels } from './record-fields'
import type { useReviewList } from './use-review-list'

/**
 * A review list's export (CSV, JSON, XLSX): the whole list as a table in the UI's words, written
 * by the page's writers; whether one is running, and what the last XLSX cut to fit Excel.
 */
export function useListExport(
  data: ReviewData,
  list: ReturnType<typeof useReviewList>,
  exportList: ReviewProps['exportList'],
  search: ReviewProps['search'],
  announce: (message: string) => void,
) {
  const m = useMessages({ en, ru })
  const d = useMessages({ en: decisionEn, ru: decisionRu })
  const f = useFormat()
  const fields = useFieldLabels()
  const [exporting, setExporting] = useState(false)
  // What the last export cut to fit Excel, said beside the export's buttons until the next export.
  const [cutNote, setCutNote] = useState<string>()

  const exportAll = async (format: ReviewExportFormat) => {
    const headers = {
      group: d.group,
      group_kind: d.kind,
      differs_in: d.differsIn,
      decision: d.decision,
      decision_changed: d.changedSince,
      checked: d.checked,
      checked_note: d.note,
      found_by_key: m.foundByKeyHeader,
      ...fields,
    }
    const table = reviewTable(
      list.allEntries(),
      data.authors,
      list.checked,
      list.grouped,
      {
        differs: (entry) => differsWords(entry, m, f),
        headers,
        sheet: { yes: m.yes, values: { group_kind: m.kinds, decision: d.verdicts } },
      },
      data.authors.length - data.foundByKey,
    )
    setExporting(true)
    setCutNote(undefined)
    try {
      const { cutValues } = await exportList(table, format, list.view, search)
      const cut = cutValues > 0 ? m.cutToFit(cutValues, f) : undefined
      setCutNote(cut)
      announce(cut ? `${m.exported(table.rows.length, f)} ${cut}` : m.exported(table.rows.length, f))
    } finally {
      setExporting(false)
    }
  }
  return { exporting, cutNote, exportAll }
}
