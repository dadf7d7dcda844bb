import type { ComponentType } from 'react'
import type { ApiSettings } from '../../shared/api/authors-api'
import type { Author } from '../../shared/api/contract'

export type ReviewExportFormat = 'csv' | 'json' | 'xlsx'

/** A value of a review export's cell: text, a group's number, a yes/no, words (a list), or nothing. */
export type ReviewCell = string | number | boolean | readonly string[] | null

/** A review list as a table: its fields (the CSV's and JSON's names), their headers in the UI's language (XLSX), one row per record. */
export interface ReviewTable {
  fields: readonly string[]
  headers: readonly string[]
  rows: ReadonlyArray<Readonly<Record<string, ReviewCell>>>
  /** XLSX's words in the UI's language for yes and for coded values (a kind, a decision); CSV and JSON keep the codes. */
  sheetWords: { yes: string; values: Readonly<Record<string, Readonly<Record<string, string>>>> }
}

/** One record's details, as the page gives them to the review (the workbench's details dialog). */
export interface ReviewDetailsProps {
  author: Author
  onClose: () => void
  /** Words for the review's live region (a copy made from the details). */
  announce: (message: string) => void
}

/** What the page gives the review. */
export interface ReviewProps {
  settings: ApiSettings
  /** The list's search: the review reads every record that matches it. */
  search: { lastName: string; firstName: string }
  Details: ComponentType<ReviewDetailsProps>
  /** Writes the list to a file (the export's writers), named after the search and `list`. */
  /** Saves a file the review wrote (the decisions), as the export saves its files. */
  saveFile: (blob: Blob, name: string) => Promise<void>
  /** Says how many values an XLSX file cut to Excel's limit of a cell (0 for CSV and JSON, which keep them whole). */
  exportList: (
    table: ReviewTable,
    format: ReviewExportFormat,
    list: string,
    search: ReviewProps['search'],
  ) => Promise<{ cutValues: number }>
}
