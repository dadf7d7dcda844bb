import { useEffect, useMemo } from 'react'
import { editorMarks, loadEditorMarks, type EditorMarks } from '../../../entities/author/editor-marks/marks'
import { indexDecisions, type DecisionIndex } from './decision-status'

/** The editor's marks, read from the browser on first use, with the decisions indexed by member. */
export function useEditorMarks(): EditorMarks & { index: DecisionIndex } {
  useEffect(() => void loadEditorMarks(), [])
  const marks = editorMarks.use()
  const index = useMemo(() => indexDecisions(marks.decisions), [marks.decisions])
  return { ...marks, index }
}
