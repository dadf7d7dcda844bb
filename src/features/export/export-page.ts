import type { Author } from '../../shared/api/contract'

/** The page on screen, as the list shows it. */
export interface ExportPage {
  authors: readonly Author[]
  offset: number
  limit: number
  count: number
}
