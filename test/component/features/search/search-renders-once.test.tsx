import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SEARCH_DEBOUNCE_MS } from '../../../../src/features/search/search-pause'
import { getDefaultDataset } from '../../../../src/demo-api/dataset'
import { releaseClock, standClockStill } from '../../../standing-clock'
import { findRange, fmt, renderApp } from '../../../render-app'

/**
 * A search whose answer comes quickly renders once: its rows, with no render of the old rows marked
 * busy (and marked again for the new terms) first. The clock stands still, so the answer always
 * comes before the move's hold is over (a slow answer's busy state: states.test.tsx).
 */
describe("a search's rows", () => {
  afterEach(releaseClock)

  it('come in one change of the table, with no busy state before them', async () => {
    const term = 'ова'
    const expected = getDefaultDataset().filter((author) => author.last_name.toLowerCase().includes(term))
    renderApp({ url: '/?limit=10' })
    await findRange(`1–10 of ${fmt(getDefaultDataset().length)}`)
    const table = screen.getByRole('table', { name: 'Non-active authors' })
    const firstRow = () => within(table).getAllByRole('row')[1]
    expect(firstRow()?.textContent?.toLowerCase()).not.toContain(term)

    // Each commit that touches the table is one batch of mutations; counted until the search's rows are there.
    const states: (string | null)[] = []
    let changes = 0
    let changesToRows: number | undefined
    const observer = new MutationObserver(() => {
      changes += 1
      states.push(table.getAttribute('data-state'))
      if (changesToRows === undefined && firstRow()?.textContent?.toLowerCase().includes(term)) changesToRows = changes
    })
    observer.observe(table, { subtree: true, childList: true, attributes: true, characterData: true })

    standClockStill()
    const user = userEvent.setup({ delay: null })
    await user.type(screen.getByRole('searchbox', { name: 'Last name' }), term)
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS))
    await findRange(`1–10 of ${fmt(expected.length)}`)
    observer.disconnect()

    expect(changesToRows).toBe(1)
    expect(states).not.toContain('updating')
    expect(screen.queryByText('Loading…')).toBeNull()
  })
})
