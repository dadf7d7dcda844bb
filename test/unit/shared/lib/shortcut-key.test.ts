import { describe, expect, it } from 'vitest'
import { isTypingTarget, shortcutKey } from '../../../../src/shared/lib/shortcut-key'

const press = (key: string, code?: string, shiftKey = false) => shortcutKey({ key, code, shiftKey })

describe('shortcutKey: by the key’s place', () => {
  it('reads every shortcut on an English layout by its character', () => {
    expect(['j', 'k', 'g', 'c'].map((key) => press(key, `Key${key.toUpperCase()}`))).toEqual(['j', 'k', 'g', 'c'])
    expect(press('/', 'Slash')).toBe('/')
    expect(press('?', 'Slash', true)).toBe('?')
  })

  it('reads every shortcut on a Russian ЙЦУКЕН layout by the physical key', () => {
    expect(press('о', 'KeyJ')).toBe('j')
    expect(press('л', 'KeyK')).toBe('k')
    expect(press('п', 'KeyG')).toBe('g')
    expect(press('с', 'KeyC')).toBe('c')
    expect(press('.', 'Slash')).toBe('/')
    expect(press(',', 'Slash', true)).toBe('?')
    // "?" and "/" typed where the Russian layout has them (Shift+7, Shift+\) are themselves.
    expect(press('?', 'Digit7', true)).toBe('?')
    expect(press('/', 'Backslash', true)).toBe('/')
  })

  it('reads a Russian letter without a code by its place', () => {
    expect(press('о')).toBe('j')
    expect(press('л')).toBe('k')
    expect(press('.')).toBe('/')
    expect(press(',')).toBe('?')
    expect(press('ж')).toBeUndefined()
  })

  it('is no shortcut for a capital, another letter, or a key that is not one', () => {
    expect(press('J', 'KeyJ', true)).toBeUndefined()
    expect(press('О', 'KeyJ', true)).toBeUndefined()
    expect(press('x', 'KeyX')).toBeUndefined()
    expect(press('ч', 'KeyX')).toBeUndefined()
    expect(press('.', 'Period')).toBeUndefined()
    expect(press('Enter', 'Enter')).toBeUndefined()
    expect(press('')).toBeUndefined()
  })

  it('keeps a Latin layout’s letters where that layout puts them (Dvorak’s j is on the C key)', () => {
    expect(press('j', 'KeyC')).toBe('j')
    expect(press('h', 'KeyJ')).toBeUndefined()
  })
})

describe('isTypingTarget', () => {
  it('is true inside text fields and editable text, false elsewhere', () => {
    document.body.innerHTML =
      '<input id="i"><textarea id="t"></textarea><div contenteditable="true"><b id="e">x</b></div><button id="b">b</button>'
    for (const id of ['i', 't', 'e']) expect(isTypingTarget(document.getElementById(id))).toBe(true)
    expect(isTypingTarget(document.getElementById('b'))).toBe(false)
    expect(isTypingTarget(null)).toBe(false)
  })
})
