import { describe, expect, it } from 'vitest'
import { decisionKey, type GroupDecision } from '../../../../src/entities/author/editor-marks/marks'
import { groupStatus, indexDecisions } from '../../../../src/features/review/decisions/decision-status'
import type { Author } from '../../../../src/shared/api/contract'

const author = (uid: string, last_name: string, parent_name: string | null = null): Author => ({
  uid,
  last_name,
  first_name: 'Иван',
  parent_name,
  public_name: `${last_name} Иван`,
})
const a = author('a', 'Быков')
const b = author('b', 'Быкoв')
const c = author('c', 'Bykov')
const decided = (members: Author[], kind = 'same-key', decidedAt = '2026-11-20T10:00:00.000Z'): [string, GroupDecision] => [
  decisionKey(
    kind,
    members.map((member) => member.uid),
  ),
  {
    kind,
    verdict: 'different-people',
    decidedAt,
    names: members.map(({ uid, last_name, first_name, parent_name }) => ({ uid, last_name, first_name, parent_name })),
  },
]

describe('what the decisions say of a group', () => {
  const index = indexDecisions(new Map([decided([a, b])]))

  it('decided: the same members with the same names, in any order', () => {
    expect(groupStatus('same-key', [b, a], index)).toMatchObject({ state: 'decided', verdict: 'different-people' })
  })

  it('open: no decision of its kind names any member', () => {
    expect(groupStatus('twins', [a, b], index)).toEqual({ state: 'open' })
    expect(groupStatus('same-key', [c, author('d', 'Бык')], index)).toEqual({ state: 'open' })
  })

  it.each([
    ['a name differs now', [a, { ...b, last_name: 'Быков' }]],
    ['a patronymic went from null to empty', [{ ...a, parent_name: '' }, b]],
    ['a member was added', [a, b, c]],
    ['a member is gone', [a, c]],
  ])('stale when %s', (_, members) => {
    expect(groupStatus('same-key', members, index)).toMatchObject({ state: 'stale', verdict: 'different-people' })
  })

  it('a stale group shows the latest decision that named one of its members', () => {
    const later = decided([a, c], 'same-key', '2026-11-21T10:00:00.000Z')
    later[1].verdict = 'same-person'
    const both = indexDecisions(new Map([decided([a, b]), later]))
    expect(groupStatus('same-key', [a, b, c], both)).toMatchObject({ state: 'stale', verdict: 'same-person' })
  })
})
