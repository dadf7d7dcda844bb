import { decisionKey, NOTE_MAX, type CheckedMark, type DecidedName, type EditorMarks, type GroupDecision } from './marks-types'

/**
 * The editor's marks as a JSON file a team shares: every decision (its group's kind, verdict,
 * members with their names when decided, and when) and every checked record (its note, when).
 *
 * ```json
 * { "format": "non-active-authors/editor-marks", "version": 1, "exportedAt": "2026-11-26T10:00:00.000Z",
 *   "decisions": [{ "kind": "same-key", "verdict": "same-person", "decidedAt": "…",
 *                   "names": [{ "uid": "…", "last_name": "…", "first_name": "…", "parent_name": null }, …] }],
 *   "checked": [{ "uid": "…", "note": "", "checkedAt": "…" }] }
 * ```
 */
export const MARKS_FORMAT = 'non-active-authors/editor-marks'
export const MARKS_VERSION = 1

export function writeMarksFile(marks: Pick<EditorMarks, 'decisions' | 'checked'>, now: Date): string {
  return (
    JSON.stringify(
      {
        format: MARKS_FORMAT,
        version: MARKS_VERSION,
        exportedAt: now.toISOString(),
        decisions: [...marks.decisions.values()],
        checked: [...marks.checked.values()],
      },
      null,
      1,
    ) + '\n'
  )
}

/** Why a file is refused: the view words each one. */
export type MarksFileProblem =
  | { kind: 'not-json' }
  | { kind: 'not-marks' }
  | { kind: 'version'; version: string }
  | { kind: 'entry'; list: 'decisions' | 'checked'; number: number }

export type MarksFileReading =
  { ok: true; decisions: Map<string, GroupDecision>; checked: Map<string, CheckedMark> } | { ok: false; problem: MarksFileProblem }

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const isText = (value: unknown): value is string => typeof value === 'string'
const isTime = (value: unknown): value is string => isText(value) && value.length <= 40 && !Number.isNaN(Date.parse(value))

function readName(value: unknown): DecidedName | undefined {
  if (!isObject(value) || !isText(value.uid) || !isText(value.last_name) || !isText(value.first_name)) return undefined
  if (value.parent_name !== null && !isText(value.parent_name)) return undefined
  return { uid: value.uid, last_name: value.last_name, first_name: value.first_name, parent_name: value.parent_name }
}

/** One decision as stored or shared; undefined when it is not one. */
export function readDecision(value: unknown): GroupDecision | undefined {
  if (!isObject(value) || !isText(value.kind) || value.kind === '' || !isTime(value.decidedAt)) return undefined
  if (value.verdict !== 'same-person' && value.verdict !== 'different-people') return undefined
  if (!Array.isArray(value.names) || value.names.length < 2) return undefined
  const names = value.names.map(readName)
  if (names.some((name) => name === undefined)) return undefined
  const members = names as DecidedName[]
  if (new Set(members.map((name) => name.uid)).size !== members.length) return undefined
  return { kind: value.kind, verdict: value.verdict, decidedAt: value.decidedAt, names: members }
}

/** One checked mark as stored or shared; undefined when it is not one. */
export function readChecked(value: unknown): CheckedMark | undefined {
  if (!isObject(value) || !isText(value.uid) || !isText(value.note) || !isTime(value.checkedAt)) return undefined
  return { uid: value.uid, note: value.note.slice(0, NOTE_MAX), checkedAt: value.checkedAt }
}

/** Reads a shared file: every entry or none (a file with one bad entry is refused, saying which). */
export function readMarksFile(text: string): MarksFileReading {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { ok: false, problem: { kind: 'not-json' } }
  }
  if (!isObject(value) || value.format !== MARKS_FORMAT) return { ok: false, problem: { kind: 'not-marks' } }
  if (value.version !== MARKS_VERSION) return { ok: false, problem: { kind: 'version', version: String(value.version) } }
  if (!Array.isArray(value.decisions) || !Array.isArray(value.checked)) return { ok: false, problem: { kind: 'not-marks' } }
  const decisions = new Map<string, GroupDecision>()
  for (const [at, entry] of value.decisions.entries()) {
    const decision = readDecision(entry)
    if (!decision) return { ok: false, problem: { kind: 'entry', list: 'decisions', number: at + 1 } }
    decisions.set(
      decisionKey(
        decision.kind,
        decision.names.map((name) => name.uid),
      ),
      decision,
    )
  }
  const checked = new Map<string, CheckedMark>()
  for (const [at, entry] of value.checked.entries()) {
    const mark = readChecked(entry)
    if (!mark) return { ok: false, problem: { kind: 'entry', list: 'checked', number: at + 1 } }
    checked.set(mark.uid, mark)
  }
  return { ok: true, decisions, checked }
}
