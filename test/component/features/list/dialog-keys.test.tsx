import { act, screen, waitFor, within } from '@testing-library/react'
import { createElement, type ComponentProps } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { getDefaultDataset } from '../../../../src/demo-api/dataset'
import type * as ListResultsModule from '../../../../src/features/list/list-results'
import { forgetReviews } from '../../../../src/features/review/use-review-job'
import { navigateToSearch } from '../../../../src/shared/lib/location'
import { DIALOG_KEYS } from '../../../../src/shared/lib/search-keys'
import { currentSearchParams, findPagination, findRange, fmt, renderApp, total } from '../../../render-app'

// The list view's renders, counted in the test (never in the app): the real view, through a wrapper.
const renders = vi.hoisted(() => ({ list: 0 }))
vi.mock('../../../../src/features/list/list-results', async (importOriginal) => {
  const actual = await importOriginal<typeof ListResultsModule>()
  return {
    ...actual,
    ListResults: (props: ComponentProps<typeof actual.ListResults>) => {
      renders.list++
      return createElement(actual.ListResults, props)
    },
  }
})

/** Every link the pager shows, as its query's parameters. */
async function pagerLinks(): Promise<URLSearchParams[]> {
  const links = within(await findPagination()).getAllByRole('link')
  expect(links.length).toBeGreaterThan(1)
  return links.map((link) => new URL(link.getAttribute('href')!, window.location.href).searchParams)
}

const dialogKeysIn = (params: URLSearchParams) => Object.values(DIALOG_KEYS).filter((key) => params.has(key))

beforeEach(() => forgetReviews())

describe("a dialog's keys in the address (the review's place, the open record)", () => {
  // Whatever dialog was open when the list last rendered, and whatever is open now.
  const dialogPlaces = [
    ['the review', 'review=duplicates&rpage=2'],
    ['a record', `author=${getDefaultDataset()[15]!.uid}`],
    ['a record by row', `author=${getDefaultDataset()[15]!.uid}&row=6`],
    ['the review over a record', `author=${getDefaultDataset()[15]!.uid}&review=summary`],
    ['hand-typed ones, repeated', 'review=&review=twins&author=x&rpage=x'],
  ] as const

  it.each(dialogPlaces)("never travel in the pager's links: %s", async (_, keys) => {
    renderApp({ url: '/?lang=en&limit=10&scenario=normal' })
    await findRange(`1–10 of ${fmt(total())}`)
    // The list moves (and renders) while the dialog's keys are in the address, as a list under
    // a dialog does when its page arrives or Back returns to an entry that had one open.
    act(() => navigateToSearch(`?lang=en&limit=10&scenario=normal&offset=10&${keys}`, 'push'))
    await findRange(`11–20 of ${fmt(total())}`)
    for (const params of await pagerLinks()) {
      expect(dialogKeysIn(params)).toEqual([])
      // What travels with the list stays: its own keys, the language, a parameter it does not own.
      expect(params.get('limit')).toBe('10')
      expect(params.get('lang')).toBe('en')
      expect(params.get('scenario')).toBe('normal')
    }
    // The dialog closed (its keys gone without a render of the list): the links are as they were.
    act(() => navigateToSearch('?lang=en&limit=10&scenario=normal&offset=10', 'push'))
    for (const params of await pagerLinks()) expect(dialogKeysIn(params)).toEqual([])
  })

  it('do not render the list again: the review opened, a list of it, Back, Close; a move of the list does', async () => {
    const { user } = renderApp({ url: '/?limit=10' })
    await findRange(`1–10 of ${fmt(total())}`)
    const button = await screen.findByRole('button', { name: 'Review all matches' })

    // Opened: the click's task changes the address, and the page behind is not rendered in it.
    expect(rendersIn(() => button.click())).toBe(0)
    expect(currentSearchParams().get('review')).toBe('summary')
    const review = await screen.findByRole('dialog', { name: 'Review of all matches' })
    await within(review).findByText(`${fmt(total())} records read`)

    expect(rendersIn(() => within(review).getByRole('link', { name: 'Possible duplicates' }).click())).toBe(0)
    expect(currentSearchParams().get('review')).toBe('duplicates')
    await within(review).findByRole('heading', { name: 'Possible duplicates', level: 3 })

    expect(await rendersThroughBack(() => window.history.back())).toBe(0)
    expect(currentSearchParams().get('review')).toBe('summary')
    await within(review).findByRole('heading', { name: 'Summary', level: 3 })

    expect(await rendersThroughBack(() => within(review).getByRole('button', { name: 'Close' }).click())).toBe(0)
    expect(currentSearchParams().has('review')).toBe(false)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    // The count counts: a move of the list renders it.
    const before = renders.list
    await user.click(within(await findPagination()).getByRole('button', { name: 'Next page' }))
    await findRange(`11–20 of ${fmt(total())}`)
    expect(renders.list).toBeGreaterThan(before)
  })
})

/**
 * The list's renders in the act of `change` (a click whose handler changes the address): React
 * renders a store's change at once, in the same task, as it did the whole page before.
 */
function rendersIn(change: () => void): number {
  const before = renders.list
  act(change)
  return renders.list - before
}

/** The same for a change that goes through the history (Back, Close): until its popstate is handled. */
async function rendersThroughBack(change: () => void): Promise<number> {
  const before = renders.list
  await act(async () => {
    const moved = new Promise((done) => window.addEventListener('popstate', done, { once: true }))
    change()
    await moved
  })
  return renders.list - before
}
