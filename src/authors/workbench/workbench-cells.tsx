import { AuthorText } from '../author-text'
import { useWorkbenchRows } from './workbench-context'

/** The twin marker and flag marks of row `index`, once the row layer has loaded. */
export function ChecksCell({ index }: { index: number }) {
  const rows = useWorkbenchRows()
  if (!rows?.layer || !rows.analysis) return null
  const { RowChecks } = rows.layer
  return (
    <RowChecks
      twins={rows.analysis.twins[index] ?? 1}
      flags={rows.analysis.flags[index] ?? []}
      onShowTwins={() => rows.showTwins(index)}
    />
  )
}

export function ActionsCell({ index }: { index: number }) {
  const rows = useWorkbenchRows()
  if (!rows?.layer) return null
  const { RowActions } = rows.layer
  return <RowActions onDetails={() => rows.openDetails(index)} onCopyUid={() => rows.copyUid(index)} />
}

/** A searched field's text, with where the search matched marked. */
export function SearchedText({ value, search }: { value: string | null; search: 'lastName' | 'firstName' }) {
  const rows = useWorkbenchRows()
  const term = rows?.[search] ?? ''
  const marks = rows?.layer && value !== null && term.trim() !== '' ? rows.layer.matchRanges(value, term) : undefined
  return <AuthorText value={value} marks={marks} />
}
