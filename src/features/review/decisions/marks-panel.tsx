import { useState } from 'react'
import type { Format } from '../../../shared/i18n/format'
import { useMessages } from '../../../shared/i18n/language-provider'
import { mergeEditorMarks } from '../../../entities/author/editor-marks/marks'
import { readMarksFile, writeMarksFile } from '../../../entities/author/editor-marks/marks-file'
import { en, ru } from './messages'
import { useEditorMarks } from './use-editor-marks'

/**
 * The editor's decisions and checked records in the summary: how many this browser keeps, and
 * "Export decisions" and "Import decisions" (a JSON file, merged: of two decisions of one group
 * the later wins; a file of another shape is refused, saying why).
 */
export function MarksPanel({ saveFile, f }: { saveFile: (blob: Blob, name: string) => Promise<void>; f: Format }) {
  const m = useMessages({ en, ru })
  const marks = useEditorMarks()
  const [outcome, setOutcome] = useState<{ refused: boolean; text: string }>()
  const exportMarks = async () => {
    const now = new Date()
    const date = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`
    await saveFile(new Blob([writeMarksFile(marks, now)], { type: 'application/json' }), m.marksFileName(date))
    setOutcome({ refused: false, text: m.exportedMarks(marks.decisions.size, marks.checked.size, f) })
  }
  const importMarks = async (file: File) => {
    let text: string
    try {
      text = await file.text()
    } catch {
      setOutcome({ refused: true, text: m.refused(m.unreadable) })
      return
    }
    const reading = readMarksFile(text)
    if (!reading.ok) {
      setOutcome({ refused: true, text: m.refused(m.problems[reading.problem.kind](reading.problem)) })
      return
    }
    const taken = mergeEditorMarks(reading)
    setOutcome({ refused: false, text: m.importedMarks(taken.decisions, taken.checked, f) })
  }
  return (
    <section className="review-marks" aria-labelledby="review-marks-heading">
      <h4 id="review-marks-heading">{m.marksHeading}</h4>
      <p>{m.marksCount(marks.decisions.size, marks.checked.size, f)}</p>
      {marks.unsaved && <p className="notice">{m.marksUnsaved}</p>}
      <div className="review-actions">
        <button type="button" onClick={() => void exportMarks()}>
          {m.exportMarks}
        </button>
        <label className="review-import">
          {m.importMarks}{' '}
          <input
            type="file"
            accept="application/json,.json"
            onChange={(event) => {
              const file = event.target.files?.[0]
              event.target.value = ''
              if (file) void importMarks(file)
            }}
          />
        </label>
      </div>
      <div role={outcome?.refused ? 'alert' : 'status'} className={outcome?.refused ? 'notice' : undefined}>
        {outcome && <p>{outcome.text}</p>}
      </div>
    </section>
  )
}
