import { AuthorText } from '../../../entities/author/author-text'
import { ZERO_WIDTH } from '../../../entities/author/flags'

/** The value as received, with runs of characters that differ from the group's first spelling marked; invisible ones boxed. */
export function DiffText({ value, marks, differs }: { value: string | null; marks: readonly boolean[]; differs: string }) {
  if (value === null || value === '' || !marks.some(Boolean)) return <AuthorText value={value} />
  const runs: Array<{ text: string; differs: boolean }> = []
  Array.from(value).forEach((char, index) => {
    const differs = marks[index] ?? false
    const last = runs.at(-1)
    if (last && last.differs === differs) last.text += char
    else runs.push({ text: char, differs })
  })
  return (
    <>
      <code className="review-diff">
        {runs.map((run, index) =>
          run.differs ? (
            <mark key={index} className="review-char-diff">
              {Array.from(run.text).map((char, at) =>
                ZERO_WIDTH.test(char) || /\s/u.test(char) ? (
                  <span
                    key={at}
                    className="review-char-invisible"
                    data-code={char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}
                  >
                    {char}
                  </span>
                ) : (
                  char
                ),
              )}
            </mark>
          ) : (
            run.text
          ),
        )}
      </code>
      <span className="visually-hidden"> ({differs})</span>
    </>
  )
}
