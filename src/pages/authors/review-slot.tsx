import { useMemo } from 'react'
import * as flagWords from '../../entities/author/flag-messages'
import * as reviewWords from '../../features/review/messages'
import { ReviewControl } from '../../features/review/review-control'
import type { ReviewProps } from '../../features/review/review-props'
import { useLang } from '../../shared/i18n/language-provider'
import type { Lang } from '../../shared/i18n/lang'
import { RecordDetails as Details } from './record-details'

// The review plugged into the page: the workbench's details dialog (record-details.tsx) and the
// export's writers, each loaded when the review first needs it.

/** A review list's name as the person reads it ("Twins", "Двойники", a flag's name). */
function listName(list: string, lang: Lang): string {
  if (list === 'twins') return reviewWords[lang].twins
  if (list === 'duplicates') return reviewWords[lang].duplicates
  const flags: Record<string, { name: string }> = flagWords[lang]
  return flags[list]?.name ?? list
}

/** What a spreadsheet refuses in a sheet's name ([ ] : * ? / \), and its 31 characters. */
const sheetName = (name: string) =>
  Array.from(name.replace(/[[\]:*?/\\]/g, ' ').trim())
    .slice(0, 31)
    .join('') || 'review'

/** A review list's file, named in the UI's language: `неактивные-авторы_проверка-двойники_12-авторов_….csv`. */
const exportListIn =
  (lang: Lang): ReviewProps['exportList'] =>
  async (table, format, list, search) => {
    const [{ buildTableFile }, { saveFile }, { exportFileName }] = await Promise.all([
      import('../../features/export/table-file'),
      import('../../features/export/save-file'),
      import('../../features/export/file-name'),
    ])
    const name = listName(list, lang)
    const file = exportFileName({ ...search, scope: 'all', review: name, count: table.rows.length, format, date: new Date(), lang })
    const { blob, cutValues } = await buildTableFile(table, format, sheetName(name))
    saveFile(blob, file)
    return { cutValues }
  }

const saveFile: ReviewProps['saveFile'] = async (blob, name) => {
  const { saveFile: save } = await import('../../features/export/save-file')
  save(blob, name)
}

/** "Review all matches" with the page's parts plugged in; loaded after the first rows (lazy-review.tsx). */
export function ReviewSlot(props: Pick<ReviewProps, 'settings' | 'search'>) {
  const lang = useLang()
  const exportList = useMemo(() => exportListIn(lang), [lang])
  return <ReviewControl {...props} Details={Details} exportList={exportList} saveFile={saveFile} />
}
