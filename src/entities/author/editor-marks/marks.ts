import type { Author } from '../../../shared/api/contract'
import { createExternalStore } from '../../../shared/lib/external-store'
import { NOTE_MAX, type CheckedMark, type DecidedName, type EditorMarks, type GroupDecision } from './marks-types'

/**
 * What an editor decided and checked, kept in this browser (IndexedDB, `marks-db.ts`, loaded on
 * first need, never in the first load) and shared as a file (`marks-file.ts`). The review marks
 * its groups "Same person" or "Different people"; any record can be marked checked, with a short
 * note, from the list, the cards, Details and the review.
 */
export type { CheckedMark, DecidedName, EditorMarks, GroupDecision, Verdict } from './marks-types'
export { decisionKey, NOTE_MAX } from './marks-types'

const EMPTY: EditorMarks = { decisions: new Map(), checked: new Map(), loaded: false, unsaved: false }

/** The marks of this page's life, read from the browser once and written through to it. */
export const editorMarks = createExternalStore<EditorMarks>(EMPTY)

export function decidedName(author: Author): DecidedName {
  return { uid: author.uid, last_name: author.last_name, first_name: author.first_name, parent_name: author.parent_name }
}

const db = () => import('./marks-db')

let loading: Promise<void> | undefined
/** Which read is current: a read overtaken by a forgetting (tests, stories) changes nothing. */
let generation = 0

/** Reads the browser's copy once (later calls wait for the same read). Marks made before it arrives are kept. */
export function loadEditorMarks(): Promise<void> {
  const mine = generation
  loading ??= db()
    .then((store) => store.readAll())
    .then(
      ({ decisions, checked }) => {
        if (mine !== generation) return
        const now = editorMarks.get()
        editorMarks.set({
          decisions: new Map([...decisions, ...now.decisions]),
          checked: new Map([...checked, ...now.checked]),
          loaded: true,
          unsaved: now.unsaved,
        })
      },
      () => {
        if (mine === generation) editorMarks.set({ ...editorMarks.get(), loaded: true, unsaved: true })
      },
    )
  return loading
}

function saved(write: Promise<void>): void {
  write.catch(() => editorMarks.set({ ...editorMarks.get(), unsaved: true }))
}

export function setDecision(key: string, decision: GroupDecision | undefined): void {
  const now = editorMarks.get()
  const decisions = new Map(now.decisions)
  if (decision) decisions.set(key, decision)
  else decisions.delete(key)
  editorMarks.set({ ...now, decisions })
  saved(db().then((store) => (decision ? store.putDecision(key, decision) : store.deleteDecision(key))))
}

export function setChecked(uid: string, mark: Omit<CheckedMark, 'uid'> | undefined): void {
  const now = editorMarks.get()
  const checked = new Map(now.checked)
  if (mark) checked.set(uid, { uid, note: mark.note.slice(0, NOTE_MAX), checkedAt: mark.checkedAt })
  else checked.delete(uid)
  editorMarks.set({ ...now, checked })
  saved(db().then((store) => (mark ? store.putChecked(checked.get(uid)!) : store.deleteChecked(uid))))
}

/** Adds marks read from a file: of two decisions of one group (or two marks of one record), the later wins. */
export function mergeEditorMarks(incoming: { decisions: ReadonlyMap<string, GroupDecision>; checked: ReadonlyMap<string, CheckedMark> }): {
  decisions: number
  checked: number
} {
  const now = editorMarks.get()
  const decisions = new Map(now.decisions)
  const checked = new Map(now.checked)
  const takenDecisions: Array<[string, GroupDecision]> = []
  const takenChecks: CheckedMark[] = []
  for (const [key, decision] of incoming.decisions) {
    const mine = decisions.get(key)
    if (mine && mine.decidedAt >= decision.decidedAt) continue
    decisions.set(key, decision)
    takenDecisions.push([key, decision])
  }
  for (const [uid, mark] of incoming.checked) {
    const mine = checked.get(uid)
    if (mine && mine.checkedAt >= mark.checkedAt) continue
    checked.set(uid, mark)
    takenChecks.push(mark)
  }
  editorMarks.set({ ...now, decisions, checked })
  saved(db().then((store) => store.putMany(takenDecisions, takenChecks)))
  return { decisions: takenDecisions.length, checked: takenChecks.length }
}

/** Forgets the page's copy and its connection to the browser's (as a reload does); the browser's copy stays. For tests and stories. */
export async function forgetEditorMarksInMemory(): Promise<void> {
  generation++
  loading = undefined
  editorMarks.set(EMPTY)
  ;(await db()).forgetConnection()
}

/** Forgets every mark, in the page and in the browser (stories start clean). */
export async function clearEditorMarks(): Promise<void> {
  generation++
  loading = undefined
  editorMarks.set(EMPTY)
  await (await db()).clearAll()
}
