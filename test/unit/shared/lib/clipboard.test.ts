import { afterEach, describe, expect, it, vi } from 'vitest'
import { copyText } from '../../../../src/shared/lib/clipboard'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('copyText', () => {
  it('puts the text on the clipboard, exactly as given, and says it worked', async () => {
    const writeText = vi.fn(async () => {})
    vi.stubGlobal('navigator', { clipboard: { writeText } })
    await expect(copyText(' 0b1e-uid ')).resolves.toBe(true)
    expect(writeText).toHaveBeenCalledWith(' 0b1e-uid ')
  })

  it('says it failed, without throwing, when the browser refuses the write', async () => {
    vi.stubGlobal('navigator', {
      clipboard: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
    })
    await expect(copyText('uid')).resolves.toBe(false)
  })

  it('says it failed where there is no clipboard at all (an insecure page)', async () => {
    vi.stubGlobal('navigator', {})
    await expect(copyText('uid')).resolves.toBe(false)
  })
})
