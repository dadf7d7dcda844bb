import type { Author } from '../../../shared/api/contract'
import { decisionKey, type GroupDecision, type Verdict } from '../../../entities/author/editor-marks/marks'

/** What the editor's decisions say of a group now. */
export type GroupStatus =
  | { state: 'open' }
  | { state: 'decided'; verdict: Verdict; key: string }
  /** Decided once, but a member's name differs now, or a member is gone or was added: shown again. */
  | { state: 'stale'; verdict: Verdict; key: string }

export interface DecisionIndex {
  decisions: ReadonlyMap<string, GroupDecision>
  /** `[kind, uid]` → the keys of the decisions of that kind naming that uid. */
  byMember: ReadonlyMap<string, readonly string[]>
}

const memberKey = (kind: string, uid: string) => JSON.stringify([kind, uid])

/** Indexes decisions by their members, so a group finds a decision of a group that has since changed. */
export function indexDecisions(decisions: ReadonlyMap<string, GroupDecision>): DecisionIndex {
  const byMember = new Map<string, string[]>()
  for (const [key, decision] of decisions)
    for (const { uid } of decision.names) {
      const at = memberKey(decision.kind, uid)
      const keys = byMember.get(at)
      if (keys) keys.push(key)
      else byMember.set(at, [key])
    }
  return { decisions, byMember }
}

const sameName = (author: Author, name: GroupDecision['names'][number]) =>
  author.last_name === name.last_name && author.first_name === name.first_name && author.parent_name === name.parent_name

/**
 * A group's status: decided when a decision names exactly its members, each with the name it has
 * now; stale when a decision names the same members with another name, or shares some members
 * but not all (the latest such decision's verdict is shown); otherwise open.
 */
export function groupStatus(kind: string, members: readonly Author[], index: DecisionIndex): GroupStatus {
  const key = decisionKey(
    kind,
    members.map((author) => author.uid),
  )
  const exact = index.decisions.get(key)
  if (exact) {
    const byUid = new Map(exact.names.map((name) => [name.uid, name]))
    const same = members.every((author) => {
      const name = byUid.get(author.uid)
      return name !== undefined && sameName(author, name)
    })
    return { state: same ? 'decided' : 'stale', verdict: exact.verdict, key }
  }
  let latest: GroupDecision | undefined
  for (const author of members)
    for (const other of index.byMember.get(memberKey(kind, author.uid)) ?? []) {
      const decision = index.decisions.get(other)
      if (decision && (!latest || decision.decidedAt > latest.decidedAt)) latest = decision
    }
  return latest ? { state: 'stale', verdict: latest.verdict, key } : { state: 'open' }
}
