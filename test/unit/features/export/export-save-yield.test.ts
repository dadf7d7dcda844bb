// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { saveFile } from '../../../../src/features/export/save-file'
import { yieldToBrowser } from '../../../../src/shared/lib/yield'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('saveFile', () => {
  it('hands the file to the browser under its name through a hidden link that does not stay on the page', () => {
    const blob = new Blob(['a,b\r\n'], { type: 'text/csv' })
    const created: Blob[] = []
    vi.stubGlobal(
      'URL',
      Object.assign(class extends URL {}, {
        createObjectURL: (file: Blob) => {
          created.push(file)
          return 'blob:https://app.example/1'
        },
        revokeObjectURL: vi.fn(),
      }),
    )
    const clicked: Array<{ href: string; download: string; hidden: boolean; inDocument: boolean }> = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, hidden: this.hidden, inDocument: document.body.contains(this) })
    })
    saveFile(blob, 'non-active-authors_all.csv')
    expect(created).toEqual([blob])
    expect(clicked).toEqual([
      { href: 'blob:https://app.example/1', download: 'non-active-authors_all.csv', hidden: true, inDocument: true },
    ])
    expect(document.querySelectorAll('a')).toHaveLength(0)
  })

  it('lets the file go a minute later, not at once, so a browser that reads it late still can', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const revoke = vi.fn()
    vi.stubGlobal(
      'URL',
      Object.assign(class extends URL {}, { createObjectURL: () => 'blob:https://app.example/2', revokeObjectURL: revoke }),
    )
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    saveFile(new Blob(['[]']), 'a.json')
    vi.advanceTimersByTime(59_999)
    expect(revoke).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(revoke).toHaveBeenCalledWith('blob:https://app.example/2')
  })
})

describe('yieldToBrowser', () => {
  it('uses scheduler.yield where the browser has it', async () => {
    const yieldTask = vi.fn(() => Promise.resolve())
    vi.stubGlobal('scheduler', { yield: yieldTask })
    await yieldToBrowser()
    expect(yieldTask).toHaveBeenCalledTimes(1)
  })

  it('otherwise resumes in a task of its own, after the work already queued', async () => {
    vi.stubGlobal('scheduler', { postTask: () => {} })
    const order: string[] = []
    const done = yieldToBrowser().then(() => order.push('resumed'))
    await Promise.resolve()
    order.push('microtasks')
    await done
    expect(order).toEqual(['microtasks', 'resumed'])
  })
})
