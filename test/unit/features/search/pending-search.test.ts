import { describe, expect, it, vi } from 'vitest'
import { PendingSearches } from '../../../../src/features/search/pending-search'

describe('PendingSearches', () => {
  it('commits every box with text waiting, each once, in the order they started waiting', () => {
    const pending = new PendingSearches()
    const committed: string[] = []
    pending.set('last_name', () => committed.push('last_name'))
    pending.set('first_name', () => committed.push('first_name'))
    pending.flush()
    expect(committed).toEqual(['last_name', 'first_name'])
  })

  it('does not commit a box again that its own pause already committed', () => {
    const pending = new PendingSearches()
    const commit = vi.fn()
    pending.set('last_name', commit)
    pending.delete('last_name')
    pending.flush()
    expect(commit).not.toHaveBeenCalled()
  })

  it('sends the latest text of a box that was typed into twice', () => {
    const pending = new PendingSearches()
    const first = vi.fn()
    const second = vi.fn()
    pending.set('last_name', first)
    pending.set('last_name', second)
    pending.flush()
    expect(first).not.toHaveBeenCalled()
    expect(second).toHaveBeenCalledOnce()
  })

  it('commits nothing twice: a second pager click finds no search waiting', () => {
    const pending = new PendingSearches()
    const commit = vi.fn()
    pending.set('last_name', commit)
    pending.flush()
    pending.flush()
    expect(commit).toHaveBeenCalledOnce()
  })

  it('keeps a box that starts waiting during a flush for the next one', () => {
    const pending = new PendingSearches()
    const later = vi.fn()
    pending.set('last_name', () => pending.set('first_name', later))
    pending.flush()
    expect(later).not.toHaveBeenCalled()
    pending.flush()
    expect(later).toHaveBeenCalledOnce()
  })
})
