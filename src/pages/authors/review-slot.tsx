import { ReviewControl } from '../../features/review/review-control'
import type { ReviewProps } from '../../features/review/review-props'
import { RecordDetails as Details } from './record-details'

// The review plugged into the page: the workbench's details dialog (record-details.tsx) and the
// export's writers, each loaded when the review first needs it.

const exportList: ReviewProps['exportList'] = async (table, format, list, search) => {
  const [{ buildTableFile }, { saveFile }, { exportFileName }] = await Promise.all([
    import('../../features/export/table-file'),
    import('../../features/export/save-file'),
    import('../../features/export/file-name'),
  ])
  // The export's name for all matches, with the review's list in place of "all".
  const name = exportFileName({ ...search, scope: 'all', count: table.rows.length, format, date: new Date() }).replace(
    /_all_/,
    `_review-${list}_`,
  )
  saveFile(await buildTableFile(table, format, `review-${list}`.slice(0, 31)), name)
}

const saveFile: ReviewProps['saveFile'] = async (blob, name) => {
  const { saveFile: save } = await import('../../features/export/save-file')
  save(blob, name)
}

/** "Review all matches" with the page's parts plugged in; loaded after the first rows (lazy-review.tsx). */
export function ReviewSlot(props: Pick<ReviewProps, 'settings' | 'search'>) {
  return <ReviewControl {...props} Details={Details} exportList={exportList} saveFile={saveFile} />
}
