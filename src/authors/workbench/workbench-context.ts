import { createContext, useContext } from 'react'

export type RowLayer = typeof import('./row-layer')

/** What the table's workbench cells need; absent outside a workbench (the table on its own). */
export interface WorkbenchRows {
  layer: RowLayer | undefined
  analysis: import('./row-layer').PageAnalysis | undefined
  /** The active searches, for marking where each matched. */
  lastName: string
  firstName: string
  openDetails: (index: number) => void
  copyUid: (index: number) => void
  showTwins: (index: number) => void
}

export const WorkbenchContext = createContext<WorkbenchRows | undefined>(undefined)

export const useWorkbenchRows = () => useContext(WorkbenchContext)
