import type { ReactNode } from 'react'

/** What the export's status shows of one phase of the job. */
export interface StatusParts {
  /** Announced in full, unseen (the line says it short). */
  said: ReactNode
  /** The line. */
  line: ReactNode
  /** The full story under Details; none, no Details button. */
  details: ReactNode
}
