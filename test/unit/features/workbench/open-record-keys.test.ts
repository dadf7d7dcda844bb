// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Author } from '../../../../src/shared/api/contract'
import { findOpenRow, openRecordFor, readOpenRecord, writeOpenRecord } from '../../../../src/features/workbench/open-record'
import { moveTarget, rowKeyAction } from '../../../../src/features/workbench/row-keyboard'

const row = (uid: string) => ({ uid, first_name: 'A', last_name: 'B', parent_name: null, public_name: 'B A.' }) as Author

describe('the open record in the URL', () => {
  it('reads the uid and, when usable, the row; the last of repeated keys wins', () => {
    expect(readOpenRecord('?author=u1')).toEqual({ uid: 'u1' })
    expect(readOpenRecord('?author=u1&row=3')).toEqual({ uid: 'u1', row: 3 })
    expect(readOpenRecord('?author=u1&author=u2&row=0')).toEqual({ uid: 'u2' })
    expect(readOpenRecord('?author=u1&row=abc')).toEqual({ uid: 'u1' })
    expect(readOpenRecord('?author=&row=2')).toBeUndefined()
    expect(readOpenRecord('?offset=50')).toBeUndefined()
  })

  it('takes a row only as a whole number from 1 to 999999, written plainly', () => {
    expect(readOpenRecord('?author=u1&row=12')).toEqual({ uid: 'u1', row: 12 })
    expect(readOpenRecord('?author=u1&row=999999')).toEqual({ uid: 'u1', row: 999999 })
    expect(readOpenRecord('?author=u1&row=1234567')).toEqual({ uid: 'u1' })
    expect(readOpenRecord('?author=u1&row=-3')).toEqual({ uid: 'u1' })
    expect(readOpenRecord('?author=u1&row=x3')).toEqual({ uid: 'u1' })
    expect(readOpenRecord('?author=u1&row=3x')).toEqual({ uid: 'u1' })
    expect(readOpenRecord('?author=u1&row=03')).toEqual({ uid: 'u1' })
    expect(readOpenRecord('?author=u1&row=1e3')).toEqual({ uid: 'u1' })
  })

  it('writes it beside the list parameters, and removes it', () => {
    expect(writeOpenRecord('?last_name=Ив&offset=50', { uid: 'u 1' })).toBe('?last_name=%D0%98%D0%B2&offset=50&author=u+1')
    expect(writeOpenRecord('?offset=50&author=u1&row=2', undefined)).toBe('?offset=50')
    expect(writeOpenRecord('?author=u1', undefined)).toBe('')
    expect(readOpenRecord(writeOpenRecord('', { uid: 'u&1=2', row: 4 }))).toEqual({ uid: 'u&1=2', row: 4 })
  })

  it('names a row by its place only when its uid repeats on the page', () => {
    const page = [row('a'), row('b'), row('a')]
    expect(openRecordFor(page, 1)).toEqual({ uid: 'b' })
    expect(openRecordFor(page, 2)).toEqual({ uid: 'a', row: 3 })
    expect(openRecordFor(page, 5)).toBeUndefined()
    expect(findOpenRow(page, { uid: 'a', row: 3 })).toBe(2)
    expect(findOpenRow(page, { uid: 'a' })).toBe(0)
    expect(findOpenRow(page, { uid: 'a', row: 2 })).toBe(0)
    expect(findOpenRow(page, { uid: 'z' })).toBeUndefined()
    // A row past the end of the page (a shorter page now): the first row with the uid.
    expect(findOpenRow(page, { uid: 'a', row: 9 })).toBe(0)
  })
})

describe('row keys', () => {
  const key = (key: string, modifiers: Partial<Record<'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey', boolean>> = {}) =>
    rowKeyAction({ key, altKey: false, ctrlKey: false, metaKey: false, shiftKey: false, ...modifiers })

  it('maps arrows, j/k, Home/End, Enter and the page keys', () => {
    expect([key('ArrowDown'), key('j'), key('ArrowUp'), key('k'), key('Home'), key('End')]).toEqual([
      { type: 'move', to: 'next' },
      { type: 'move', to: 'next' },
      { type: 'move', to: 'previous' },
      { type: 'move', to: 'previous' },
      { type: 'move', to: 'first' },
      { type: 'move', to: 'last' },
    ])
    expect(key('Enter')).toEqual({ type: 'open' })
    expect([key('PageDown'), key('ArrowRight', { altKey: true }), key('PageUp'), key('ArrowLeft', { altKey: true })]).toEqual([
      { type: 'page', to: 'next' },
      { type: 'page', to: 'next' },
      { type: 'page', to: 'previous' },
      { type: 'page', to: 'previous' },
    ])
  })

  it('leaves other keys and browser shortcuts alone', () => {
    expect(key('ArrowRight')).toBeUndefined()
    expect(key('j', { ctrlKey: true })).toBeUndefined()
    expect(key('ArrowDown', { metaKey: true })).toBeUndefined()
    expect(key('x')).toBeUndefined()
    expect(key('Tab')).toBeUndefined()
  })

  it('keeps the cursor on the page', () => {
    expect(moveTarget(0, 'previous', 50)).toBe(0)
    expect(moveTarget(49, 'next', 50)).toBe(49)
    expect(moveTarget(10, 'next', 50)).toBe(11)
    expect(moveTarget(10, 'last', 50)).toBe(49)
    expect(moveTarget(10, 'first', 50)).toBe(0)
    expect(moveTarget(0, 'next', 0)).toBe(0)
  })
})
