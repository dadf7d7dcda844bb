import { describe, expect, it } from 'vitest'
import {
  decisionKey,
  editorMarks,
  forgetEditorMarksInMemory,
  loadEditorMarks,
  mergeEditorMarks,
  setChecked,
  setDecision,
  type GroupDecision,
} from '../../../../../src/entities/author/editor-marks/marks'
import { readMarksFile, writeMarksFile } from '../../../../../src/entities/author/editor-marks/marks-file'

const names = [
  { uid: 'a', last_name: 'Быков', first_name: 'Иван', parent_name: null },
  { uid: 'b', last_name: 'Быкoв', first_name: 'Иван', parent_name: '' },
]
const decision = (verdict: GroupDecision['verdict'], decidedAt: string): GroupDecision => ({ kind: 'same-key', verdict, names, decidedAt })
const key = decisionKey('same-key', ['b', 'a'])

describe("the editor's marks", () => {
  it('keys a group by its kind and its uids in any order', () => {
    expect(decisionKey('same-key', ['a', 'b'])).toBe(key)
    expect(decisionKey('twins', ['a', 'b'])).not.toBe(key)
    expect(decisionKey('same-key', ['a', 'c'])).not.toBe(key)
  })

  it('are kept in the browser across a reload (IndexedDB)', async () => {
    await loadEditorMarks()
    setDecision(key, decision('same-person', '2026-11-20T10:00:00.000Z'))
    setChecked('a', { note: 'called the library', checkedAt: '2026-11-20T10:01:00.000Z' })
    // The writes reach the database before the page goes: wait for them as a reload would find them.
    await expect
      .poll(async () => {
        await forgetEditorMarksInMemory()
        await loadEditorMarks()
        return [editorMarks.get().decisions.get(key)?.verdict, editorMarks.get().checked.get('a')?.note]
      })
      .toEqual(['same-person', 'called the library'])
    expect(editorMarks.get().loaded).toBe(true)

    setDecision(key, undefined)
    setChecked('a', undefined)
    await expect
      .poll(async () => {
        await forgetEditorMarksInMemory()
        await loadEditorMarks()
        return [editorMarks.get().decisions.size, editorMarks.get().checked.size]
      })
      .toEqual([0, 0])
  })

  it('merge an imported file: the later of two decisions of one group wins', async () => {
    await loadEditorMarks()
    setDecision(key, decision('same-person', '2026-11-20T10:00:00.000Z'))
    const older = new Map([[key, decision('different-people', '2026-11-19T10:00:00.000Z')]])
    expect(mergeEditorMarks({ decisions: older, checked: new Map() })).toEqual({ decisions: 0, checked: 0 })
    expect(editorMarks.get().decisions.get(key)?.verdict).toBe('same-person')
    const newer = new Map([[key, decision('different-people', '2026-11-21T10:00:00.000Z')]])
    const checked = new Map([['b', { uid: 'b', note: '', checkedAt: '2026-11-21T10:00:00.000Z' }]])
    expect(mergeEditorMarks({ decisions: newer, checked })).toEqual({ decisions: 1, checked: 1 })
    expect(editorMarks.get().decisions.get(key)?.verdict).toBe('different-people')
    expect(editorMarks.get().checked.has('b')).toBe(true)
  })
})

describe('the file of decisions', () => {
  it('reads back what it wrote', () => {
    const text = writeMarksFile(
      {
        decisions: new Map([[key, decision('same-person', '2026-11-20T10:00:00.000Z')]]),
        checked: new Map([['a', { uid: 'a', note: 'ok', checkedAt: '2026-11-20T10:00:00.000Z' }]]),
      },
      new Date('2026-11-22T00:00:00Z'),
    )
    const reading = readMarksFile(text)
    expect(reading.ok).toBe(true)
    if (!reading.ok) return
    expect(reading.decisions.get(key)?.names).toEqual(names)
    expect(reading.checked.get('a')?.note).toBe('ok')
  })

  it.each([
    ['not JSON', '{"format":', { kind: 'not-json' }],
    ['another JSON', '[{"uid":"a"}]', { kind: 'not-marks' }],
    ['another format', '{"format":"x","version":1,"decisions":[],"checked":[]}', { kind: 'not-marks' }],
    [
      'a later version',
      '{"format":"non-active-authors/editor-marks","version":2,"decisions":[],"checked":[]}',
      { kind: 'version', version: '2' },
    ],
    ['no lists', '{"format":"non-active-authors/editor-marks","version":1}', { kind: 'not-marks' }],
    [
      'a decision of one record',
      JSON.stringify({
        format: 'non-active-authors/editor-marks',
        version: 1,
        decisions: [{ ...decision('same-person', '2026-11-20T10:00:00Z'), names: [names[0]] }],
        checked: [],
      }),
      { kind: 'entry', list: 'decisions', number: 1 },
    ],
    [
      'an unknown verdict',
      JSON.stringify({
        format: 'non-active-authors/editor-marks',
        version: 1,
        decisions: [{ ...decision('same-person', '2026-11-20T10:00:00Z'), verdict: 'maybe' }],
        checked: [],
      }),
      { kind: 'entry', list: 'decisions', number: 1 },
    ],
    [
      'a checked mark without a time',
      JSON.stringify({
        format: 'non-active-authors/editor-marks',
        version: 1,
        decisions: [],
        checked: [
          { uid: 'a', note: '' },
          { uid: 'b', note: '', checkedAt: 'x' },
        ],
      }),
      { kind: 'entry', list: 'checked', number: 1 },
    ],
  ])('refuses %s, saying why', (_, text, problem) => {
    expect(readMarksFile(text)).toEqual({ ok: false, problem })
  })
})
