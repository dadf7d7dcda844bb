import './script-note.css'
import { AuthorText } from '../../../entities/author/author-text'
import { strayLetters, strayScript } from '../../../entities/author/marks/script'
import { useMessages } from '../../../shared/i18n/language-provider'
import { en, ru } from './messages'

/**
 * "«Быкoв» holds a Latin o": a searched name that mixes Latin and Cyrillic letters, said in
 * words beside its box (the box's accessible description), the letters of the other script
 * marked in the name as the list marks them.
 */
export function ScriptNote({ value }: { value: string }) {
  const m = useMessages({ en, ru })
  const script = strayScript(value)
  if (!script) return null
  return (
    <>
      «<AuthorText value={value} />» {m.holds(script, strayLetters(value, script))}
      {m.after}
    </>
  )
}
