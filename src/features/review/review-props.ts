import type { ComponentType } from 'react'
import type { ApiSettings } from '../../shared/api/authors-api'
import type { Author } from '../../shared/api/contract'

export type ReviewExportFormat = 'csv' | 'json'

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
  /** Writes the records to a file (the export's writers), named after the search and `list`. */
  exportList: (authors: readonly Author[], format: ReviewExportFormat, list: string, search: ReviewProps['search']) => Promise<void>
}
