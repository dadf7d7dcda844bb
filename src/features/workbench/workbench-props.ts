import type { ApiSettings } from '../../shared/api/authors-api'
import type { Author } from '../../shared/api/contract'

/** What the page gives the workbench. */
export interface WorkbenchProps {
  settings: ApiSettings
  /** The rows on screen (the previous page's while the next one loads). */
  authors: readonly Author[] | undefined
  /** The rows are the URL's page, not a placeholder. */
  settled: boolean
}
