import './script-note.css'
import { RUNS, strayLetters, strayScript } from '../../../entities/author/marks/script'
import { useMessages } from '../../../shared/i18n/language-provider'
import { en, ru } from './messages'

/**
 * "«Быкoв» holds a Latin o": a searched name that mixes Latin and Cyrillic letters, said in
 * words beside its box (the box's accessible description). The name is the text as typed, its
 * letters of the other script boxed and underlined as the list marks them, but not named again
 * (the words name them).
 */
export function ScriptNote({ value }: { value: string }) {
  const m = useMessages({ en, ru })
  const script = strayScript(value)
  if (!script) return null
  return (
    <>
      «
      {value.split(RUNS[script]).map((run, index) =>
        index % 2 ? (
          <span key={index} className="script-letter">
            {run}
          </span>
        ) : (
          run
        ),
      )}
      » {m.holds(script, strayLetters(value, script))}
      {m.after}
    </>
  )
}
