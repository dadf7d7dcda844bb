import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '../../../../../src/app/query-client'
import { getDefaultDataset } from '../../../../../src/demo-api/dataset'
import { serveListWith } from '../../../../list-overrides'
import { releaseClock, standClockStill } from '../../../../standing-clock'
import { currentSearchParams, findRange, fmt, recordListRequests, renderApp } from '../../../../render-app'

/**
 * "Also: …" beside a search's results: its other spellings that find authors too, on the demo
 * API's dataset (Ли 33 and Li 11; Илья 10, Ilia 1 and Ilya none) or with counts a test answers.
 */
const matching = (field: 'last_name' | 'first_name', text: string) =>
  getDefaultDataset().filter((author) => author[field].toLowerCase().includes(text.toLowerCase())).length
const isProbe = (url: URL) => url.searchParams.get('limit') === '1'
const probedName = (url: URL) => url.searchParams.get('last_name') ?? url.searchParams.get('first_name')

const findAlso = (name = 'Other spellings') => screen.findByRole('note', { name })
/** The line once it shows its spellings (its live region is there, empty, from the start). */
async function findAlsoLine(name?: string) {
  const also = await findAlso(name)
  await waitFor(() => expect(within(also).queryAllByRole('link').length).toBeGreaterThan(0))
  return also
}

/** Answers each count (limit=1) from `counts` by the searched name: a number, or an HTTP status to fail with. */
function serveCounts(counts: Record<string, number | { status: number }>) {
  const probes: URL[] = []
  serveListWith((request) => {
    const url = new URL(request.url)
    if (!isProbe(url)) return undefined
    probes.push(url)
    const reply = counts[probedName(url) ?? '']
    if (reply === undefined) return HttpResponse.json({ count: 0, next: null, previous: null, results: [] })
    if (typeof reply === 'object') return HttpResponse.json({ detail: 'no' }, { status: reply.status })
    return HttpResponse.json({ count: reply, next: null, previous: null, results: [] })
  })
  return probes
}

afterEach(releaseClock)

describe('other spellings beside the results', () => {
  it('offers Li for Ли with its count, after the results, and one click runs it keeping the page size, from page 1', async () => {
    const li = matching('last_name', 'Li')
    expect(li).toBeGreaterThan(0)
    const requests = recordListRequests()
    const { user } = renderApp({ url: `/?last_name=${encodeURIComponent('Ли')}&limit=10&offset=20` })
    await findRange(`21–30 of ${fmt(matching('last_name', 'Ли'))}`)
    const also = await findAlsoLine()
    expect(also).toHaveTextContent(`Also: Li — ${fmt(li)} authors`)
    const link = within(also).getByRole('link', { name: `Li — ${fmt(li)} authors` })
    expect(link).toHaveAttribute('href', expect.stringMatching(/\?(?=.*last_name=Li(&|$))(?=.*limit=10)(?!.*offset=[1-9])/))
    // The counts left after the list's own answer, never with it.
    const urls = requests.urls()
    expect(urls.findIndex(isProbe)).toBeGreaterThan(urls.findIndex((url) => url.searchParams.get('limit') === '10'))
    // Announced politely, never taking the focus.
    expect(also).toHaveAttribute('aria-live', 'polite')
    expect(also).not.toContainElement(document.activeElement as HTMLElement | null)

    const historyBefore = window.history.length
    await user.click(link)
    await findRange(`1–10 of ${fmt(li)}`)
    expect(currentSearchParams().get('last_name')).toBe('Li')
    expect(currentSearchParams().get('limit')).toBe('10')
    expect(currentSearchParams().has('offset')).toBe(false)
    expect(window.history.length).toBe(historyBefore + 1)
    expect(screen.getByRole('searchbox', { name: 'Last name' })).toHaveValue('Li')
    requests.stop()
  })

  it('counts the first-name box too, and hides the spellings that find no one', async () => {
    expect(matching('first_name', 'Ilya')).toBe(0)
    const ilia = matching('first_name', 'Ilia')
    expect(ilia).toBeGreaterThan(0)
    const requests = recordListRequests()
    renderApp({ url: `/?first_name=${encodeURIComponent('Илья')}` })
    const also = await findAlsoLine()
    expect(
      within(also)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([`Ilia — ${fmt(ilia)} author${ilia === 1 ? '' : 's'}`])
    // Both spellings were counted, once each.
    expect(requests.urls().filter(isProbe).map(probedName).sort()).toEqual(['Ilia', 'Ilya'])
    requests.stop()
  })

  it('offers Федоров for Фёдоров first; a failed count is left out, never a nought, and no count is asked after it', async () => {
    standClockStill(['setTimeout', 'clearTimeout', 'Date'])
    // The ё/е spelling first; the two first are asked together, so the third never is.
    const probes = serveCounts({ Федоров: 5, Fyodorov: { status: 500 }, Fedorov: 1 })
    renderApp({ url: `/?last_name=${encodeURIComponent('Фёдоров')}`, queryClient: createQueryClient() })
    const also = await findAlsoLine()
    expect(
      within(also)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Федоров — 5 authors'])
    expect(also).not.toHaveTextContent(/Fyodorov|Fedorov|— 0/)
    expect(probes.map(probedName)).toEqual(['Федоров', 'Fyodorov'])
    // The client would retry a 500 after 1 and 2 seconds and refetch on focus: a minute later, none.
    await act(() => vi.advanceTimersByTimeAsync(60_000))
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'))
      window.dispatchEvent(new Event('focus'))
    })
    await act(() => vi.advanceTimersByTimeAsync(60_000))
    expect(probes.map(probedName)).toEqual(['Федоров', 'Fyodorov'])
  })

  it('shows nothing when the first count fails, or when no other spelling finds anyone', async () => {
    const probes = serveCounts({ Федоров: { status: 503 } })
    renderApp({ url: `/?last_name=${encodeURIComponent('Фёдоров')}`, queryClient: createQueryClient() })
    const also = await findAlso()
    await waitFor(() => expect(probes.length).toBeGreaterThanOrEqual(2))
    // Once every count asked is answered, the line stays empty.
    await waitFor(() => expect(also).toHaveAttribute('aria-busy', 'false'))
    expect(also).toBeEmptyDOMElement()
    expect(probes.length).toBe(2)
  })

  it('asks for no count for a list without a search, and one per spelling for a search', async () => {
    const requests = recordListRequests()
    const { user } = renderApp()
    await findRange(`1–50 of ${fmt(getDefaultDataset().length)}`)
    expect(screen.queryByRole('note', { name: 'Other spellings' })).toBeNull()
    const box = screen.getByRole('searchbox', { name: 'Last name' })
    await user.type(box, 'Ли{Enter}')
    await findAlsoLine()
    const probes = requests.urls().filter(isProbe).map(probedName)
    expect(probes).toEqual(['Li'])
    requests.stop()
  })

  it('cancels the counts still asked for when the person types, and the line never appears for that search', async () => {
    const started: Request[] = []
    const aborted: Request[] = []
    serveListWith(async (request) => {
      const url = new URL(request.url)
      if (!isProbe(url)) return undefined
      // Федоров is counted at once; the others wait until they are cancelled.
      if (probedName(url) === 'Федоров') return HttpResponse.json({ count: 5, next: null, previous: null, results: [] })
      started.push(request)
      await new Promise((resolve) => request.signal.addEventListener('abort', resolve))
      aborted.push(request)
      return undefined
    })
    renderApp({ url: `/?last_name=${encodeURIComponent('Фёдоров')}` })
    const also = await findAlso()
    await waitFor(() => expect(started.map((request) => probedName(new URL(request.url)))).toEqual(['Fyodorov', 'Fedorov']))
    // The clock stands still while the key goes in: the counts are cancelled by the typing itself,
    // not by the new search its pause would commit.
    standClockStill()
    await userEvent.setup({ delay: null }).type(screen.getByRole('searchbox', { name: 'Last name' }), 'x')
    await act(async () => {})
    expect(aborted).toEqual(started)
    expect(started).toHaveLength(2)
    // Федоров's count came back, but the line does not appear under the person's typing.
    expect(also).toBeEmptyDOMElement()
  })

  it('says it in Russian, with Russian numbers and words', async () => {
    serveCounts({ Li: 1234 })
    renderApp({ url: `/?last_name=${encodeURIComponent('Ли')}`, lang: 'ru' })
    const also = await findAlsoLine('Другие написания')
    expect(also.textContent).toBe('Ещё: Li — 1\u00a0234 автора')
    expect(within(also).getByRole('link', { name: 'Li — 1\u00a0234 автора' })).toBeVisible()
  })

  it('formats the count in English with a thousands comma', async () => {
    serveCounts({ Li: 1234 })
    renderApp({ url: `/?last_name=${encodeURIComponent('Ли')}` })
    expect(within(await findAlsoLine()).getByRole('link', { name: 'Li — 1,234 authors' })).toBeVisible()
  })
})

describe('other spellings wait for the paint of the rows', () => {
  it('asks for no count and shows no line until the frame with the search’s rows is painted, then shows it', async () => {
    const { user } = renderApp({ url: `/?last_name=${encodeURIComponent('Ли')}&limit=10` })
    // The line's code is here now (it came with the first search's line): nothing is left to load.
    await findAlsoLine()
    // From here frames are held: the next search's rows are rendered, but the browser has not painted them.
    const frames: FrameRequestCallback[] = []
    const held = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame))
    const requests = recordListRequests()
    const box = screen.getByRole('searchbox', { name: 'Last name' })
    await user.clear(box)
    await user.type(box, 'Li')
    await findRange(`1–10 of ${fmt(matching('last_name', 'Li'))}`)
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'false')
    expect(screen.queryByRole('note', { name: 'Other spellings' })).toBeNull()
    expect(requests.urls().filter(isProbe)).toEqual([])

    // The frame is painted (and frames run from now on): the line comes with its counts.
    held.mockRestore()
    act(() => {
      for (const frame of frames.splice(0)) frame(performance.now())
    })
    const also = await findAlsoLine()
    expect(also).toHaveTextContent(`Also: Ли — ${fmt(matching('last_name', 'Ли'))} authors`)
    expect(requests.urls().filter(isProbe).length).toBeGreaterThan(0)
    requests.stop()
  })
})
