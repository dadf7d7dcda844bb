import { describe, expect, it } from 'vitest'
import { lastWholeNumber } from '../../../../src/shared/lib/whole-number'

const read = (query: string, key = 'n') => lastWholeNumber(new URLSearchParams(query), key)

describe('lastWholeNumber', () => {
  it('reads the last of repeated keys, as DRF does', () => {
    expect(read('n=1&n=20')).toBe(20)
    expect(read('n=20&n=x')).toBeUndefined()
  })

  it('takes only whole numbers in digits, with a plus sign or spaces around at most', () => {
    expect(read('n=0')).toBe(0)
    expect(read('n=+7')).toBe(7)
    expect(read('n=%207%20')).toBe(7)
    for (const bad of ['n=-1', 'n=1.5', 'n=1e3', 'n=abc', 'n=', 'n=0x10', 'other=3']) expect(read(bad)).toBeUndefined()
  })

  it('calls a number too large to hold exactly Infinity', () => {
    expect(read(`n=${Number.MAX_SAFE_INTEGER}`)).toBe(Number.MAX_SAFE_INTEGER)
    expect(read('n=100000000000000000000')).toBe(Infinity)
  })
})
