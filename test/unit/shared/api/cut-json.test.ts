import { describe, expect, it } from 'vitest'
import { isCutJson } from '../../../../src/shared/api/cut-json'

describe('isCutJson', () => {
  it.each([
    ['an object cut after a key', '{"count": 3, "results": ['],
    ['a list cut mid-way, after leading whitespace', ' \n [1, 2'],
    ['an object cut inside a string', '{"last_name": "Ива'],
    ['a closing brace inside a string', '{"a": "}"'],
    ['an escaped quote that does not end the string', '{"a": "q\\"}'],
    ['an empty string key', '{""'],
    ['nested lists, one still open', '[[1], [2]'],
    ['a bare opening bracket', '['],
  ])('recognises %s', (_, text) => {
    expect(isCutJson(text)).toBe(true)
  })

  it.each([
    ['nothing', ''],
    ['whitespace', '  \n'],
    ['an HTML page', '<html><body>Bad gateway</body></html>'],
    ['plain text', 'Service unavailable {'],
    ['a complete object', '{"count": 0, "results": []}'],
    ['a complete object with an empty string', '{""}'],
    ['a complete object with a brace in a string', '{"}"}'],
    ['an escaped backslash before the closing quote', '{"a": "q\\\\"}'],
    ['a complete list followed by more', '[1]] ['],
    ['an object closed early', '{"a": 1} {"b": '],
    ['a lone closing bracket', ']'],
  ])('does not take %s for a cut body', (_, text) => {
    expect(isCutJson(text)).toBe(false)
  })
})
