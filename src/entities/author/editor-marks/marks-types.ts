/** The shapes of the editor's marks (marks.ts keeps them, marks-db.ts stores them, marks-file.ts shares them). */
export type Verdict = 'same-person' | 'different-people'

/** A record's name as it was when a decision was made: a later change of name makes the decision stale. */
export interface DecidedName {
  uid: string
  last_name: string
  first_name: string
  parent_name: string | null
}

export interface GroupDecision {
  /** The group's kind (twins, a kind of possible duplicates): a record is in at most one group of a kind. */
  kind: string
  verdict: Verdict
  /** The members, in uid order, with their names when decided. */
  names: DecidedName[]
  /** ISO 8601: the later of two decisions of one group wins a merge. */
  decidedAt: string
}

export interface CheckedMark {
  uid: string
  /** Empty when the editor gave none; at most NOTE_MAX characters. */
  note: string
  checkedAt: string
}

export const NOTE_MAX = 200

export interface EditorMarks {
  /** By decisionKey. */
  decisions: ReadonlyMap<string, GroupDecision>
  /** By uid. */
  checked: ReadonlyMap<string, CheckedMark>
  /** Whether the browser's copy has been read (until then, nothing is marked). */
  loaded: boolean
  /** The browser keeps nothing (IndexedDB refused: private mode, a blocked store): marks last for this page's life only. */
  unsaved: boolean
}

/** A group's decision key: its kind and its members' uids, sorted (the order the rules list them in does not matter). */
export function decisionKey(kind: string, uids: readonly string[]): string {
  return JSON.stringify([kind, ...[...uids].sort()])
}
