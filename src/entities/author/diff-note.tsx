import { useFormat, useMessages } from '../../shared/i18n/language-provider'
import type { Format } from '../../shared/i18n/format'
import { unmarkedBeyond } from './char-diff'

const en = {
  unmarked: (from: number, f: Format) =>
    `Differences beyond ${f.count(from, { one: 'character', other: 'characters' })} of a value are not marked (the values are too long to compare in full).`,
}
const ru: typeof en = {
  unmarked: (from, f) =>
    `Различия дальше ${f.count(from, { one: 'символа', few: 'символов', many: 'символов', other: 'символа' })} значения не отмечены (значения слишком длинные, чтобы сравнить их целиком).`,
}

/** Says when the character diff of these records' fields stopped marking (long values); nothing otherwise. */
export function DiffNote<T>({
  records,
  fields,
}: {
  records: readonly T[]
  fields: ReadonlyArray<{ [K in keyof T]: T[K] extends string | null ? K : never }[keyof T]>
}) {
  const m = useMessages({ en, ru })
  const f = useFormat()
  let from: number | undefined
  for (const field of fields) {
    const beyond = unmarkedBeyond(records.map((record) => (record[field] as string | null) ?? ''))
    if (beyond !== undefined) from = Math.min(from ?? beyond, beyond)
  }
  if (from === undefined) return null
  return <p className="diff-note">{m.unmarked(from, f)}</p>
}
