import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AUTHORS_LIST_PATH, type Author } from '../../../../src/shared/api/contract'
import { createHandlers } from '../../../../src/demo-api/handlers'
import { respondToList } from '../../../../src/demo-api/list-engine'
import { generateAuthors } from '../../../../src/demo-api/dataset'
import { serveListWith } from '../../../list-overrides'
import { readCsvRecords } from '../../../csv-reader'
import { server } from '../../../msw-server'
import { findPagination, findRange, fmt, recordListRequests, renderApp, total } from '../../../render-app'

interface Download {
  name: string
  blob: Blob
}

let downloads: Download[]

beforeEach(() => {
  downloads = []
  const blobs = new Map<string, Blob>()
  // jsdom has no download manager: keep the blob behind each object URL and the name of each click.
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`
    blobs.set(url, blob as Blob)
    return url
  })
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, blob: blobs.get(this.href)! })
  })
})
afterEach(() => vi.restoreAllMocks())

/** Every record the API holds for a search, read page by page straight from the API. */
async function everythingTheApiHolds(search = ''): Promise<Author[]> {
  const authors: Author[] = []
  for (let offset = 0; ; offset += 1000) {
    const response = await fetch(`${window.location.origin}${AUTHORS_LIST_PATH}?limit=1000&offset=${offset}${search}`)
    const body = (await response.json()) as { results: Author[]; next: string | null }
    authors.push(...body.results)
    if (body.next === null) return authors
  }
}

const asCsv = (author: Author) => ({ ...author, parent_name: author.parent_name ?? '' })

async function openExport(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Export' }))
  return screen.findByRole('region', { name: 'Export authors' })
}

describe('export', () => {
  it('exports all matches as CSV and as JSON, record for record what the API holds', async () => {
    const { user } = renderApp()
    await findRange(`1–50 of ${fmt(total())}`)
    const expected = await everythingTheApiHolds()
    expect(expected).toHaveLength(total())
    const requests = recordListRequests()

    const panel = await openExport(user)
    expect(within(panel).getByRole('group', { name: /All matches/ })).toHaveTextContent(`${fmt(total())} authors`)
    await user.click(within(panel).getByRole('button', { name: 'All matches as CSV' }))
    await screen.findByText(/^Downloaded non-active-authors_all_1200-authors_\d{4}-\d\d-\d\d\.csv/)
    expect(downloads).toHaveLength(1)
    const csv = downloads[0]!
    expect(csv.name).toMatch(/^non-active-authors_all_1200-authors_\d{4}-\d\d-\d\d\.csv$/)
    const bytes = new Uint8Array(await csv.blob.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(readCsvRecords(new TextDecoder().decode(bytes))).toEqual(expected.map(asCsv))

    // Pages of the largest size the service allows, nothing else.
    const exportRequests = requests.urls().filter((url) => url.searchParams.get('limit') === '1000')
    expect(exportRequests.map((url) => url.searchParams.get('offset') ?? '0').sort()).toEqual(['0', '1000'])

    // A choice closes the popover: open it again for the next.
    await user.click(within(await openExport(user)).getByRole('button', { name: 'All matches as JSON' }))
    await waitFor(() => expect(downloads).toHaveLength(2))
    expect(downloads[1]!.name).toMatch(/^non-active-authors_all_1200-authors_\d{4}-\d\d-\d\d\.json$/)
    expect(JSON.parse(await downloads[1]!.blob.text())).toEqual(expected)
    requests.stop()
  })

  it('exports the current page of a search, named after the search and page', async () => {
    const { user } = renderApp({ url: '/?last_name=%D0%BE%D0%B2&limit=25&offset=25' })
    await within(await findPagination()).findByText(/^26–50 of /)
    const expected = (await everythingTheApiHolds('&last_name=%D0%BE%D0%B2')).slice(25, 50)
    const panel = await openExport(user)
    await user.click(within(panel).getByRole('button', { name: 'Current page as JSON' }))
    expect(downloads).toHaveLength(1)
    expect(downloads[0]!.name).toMatch(/^non-active-authors_last-name-ов_page-2_25-authors_\d{4}-\d\d-\d\d\.json$/)
    expect(JSON.parse(await downloads[0]!.blob.text())).toEqual(expected)
    await user.click(within(await openExport(user)).getByRole('button', { name: 'Current page as CSV' }))
    expect(readCsvRecords(await downloads[1]!.blob.text())).toEqual(expected.map(asCsv))
  })

  it('copies the current page as TSV', async () => {
    const { user } = renderApp({ url: '/?limit=10' })
    await findRange(`1–10 of ${fmt(total())}`)
    const button = await screen.findByRole('button', { name: 'Copy page as TSV' })
    await user.click(button)
    // Said at the button, in its own polite live region.
    const note = await screen.findByText('Copied 10 authors to the clipboard as tab-separated text.')
    expect(button.parentElement).toContainElement(note)
    expect(note).toHaveAttribute('aria-live', 'polite')
    const lines = (await navigator.clipboard.readText()).trimEnd().split('\n')
    expect(lines[0]).toBe('Public name\tLast name\tFirst name\tPatronymic\tUID')
    expect(lines).toHaveLength(11)
    const table = screen.getByRole('table', { name: 'Non-active authors' })
    // The UID column, found by its class: the workbench's columns come after it.
    const firstUid = within(table).getAllByRole('row')[1]?.querySelector('td.col-uid')?.textContent
    expect(lines[1]?.endsWith(`\t${firstUid}`)).toBe(true)
  })

  it('cancels: every request in flight is aborted and nothing is downloaded', async () => {
    server.use(...createHandlers({ authors: generateAuthors({ size: 4500 }) }))
    const held: Request[] = []
    // The first page answers; the rest hang until aborted, so they are in flight when Cancel comes.
    serveListWith(async (request) => {
      const url = new URL(request.url)
      if (url.searchParams.get('limit') !== '1000' || !url.searchParams.has('offset')) return undefined
      held.push(request)
      await new Promise((resolve) => request.signal.addEventListener('abort', resolve))
      return HttpResponse.error()
    })
    const { user } = renderApp()
    await findRange(`1–50 of ${fmt(4500)}`)
    const panel = await openExport(user)
    await user.click(within(panel).getByRole('button', { name: 'All matches as CSV' }))
    const progress = await screen.findByRole('progressbar', { name: 'Exporting all matches as CSV' })
    await waitFor(() => expect(held).toHaveLength(3))
    expect(progress).toHaveAttribute('aria-valuetext', '1,000 of 4,500')
    expect(screen.getByText('1,000 of 4,500')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(await screen.findByText('Export cancelled. Nothing was downloaded.')).toBeVisible()
    expect(held.every((request) => request.signal.aborted)).toBe(true)
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(downloads).toHaveLength(0)
  })

  it('offers to resume after a failure, and resumes without fetching again what it has', async () => {
    const authors = generateAuthors({ size: 3500, seed: 3 })
    server.use(...createHandlers({ authors }))
    const { user } = renderApp()
    await findRange(`1–50 of ${fmt(3500)}`)
    let failures = 0
    serveListWith((request) => {
      const url = new URL(request.url)
      if (url.searchParams.get('offset') === '2000' && url.searchParams.get('limit') === '1000' && failures === 0) {
        failures += 1
        return new HttpResponse('<h1>Server Error (500)</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } })
      }
      return undefined
    })
    const requests = recordListRequests()
    const panel = await openExport(user)
    await user.click(within(panel).getByRole('button', { name: 'All matches as JSON' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Export stopped')
    expect(alert).toHaveTextContent('HTTP 500')
    expect(downloads).toHaveLength(0)
    const before = requests.urls().length

    await user.click(screen.getByRole('button', { name: 'Resume' }))
    await waitFor(() => expect(downloads).toHaveLength(1))
    const resumed = requests
      .urls()
      .slice(before)
      .filter((url) => url.searchParams.get('limit') === '1000')
    expect(resumed.map((url) => url.searchParams.get('offset'))).toEqual(['2000'])
    expect(JSON.parse(await downloads[0]!.blob.text())).toEqual(await everythingTheApiHolds())
    requests.stop()
  })

  it('when the list changes while exporting, still writes each author once and says the list changed', async () => {
    let authors = generateAuthors({ size: 2600, seed: 5 })
    let exportRequests = 0
    // The demo API over a list that changes between requests (a new array each time: the engine
    // caches its sorted copy by identity).
    serveListWith((request) => {
      if (new URL(request.url).searchParams.get('limit') === '1000') {
        exportRequests += 1
        // After the export's first page: three authors leave the list and five arrive; then two more.
        const arrived = generateAuthors({ size: 7, seed: 99 }).map((author, index) => ({ ...author, uid: `new-${index}` }))
        if (exportRequests === 2) authors = [...authors.slice(0, 100), ...arrived.slice(0, 5), ...authors.slice(103)]
        if (exportRequests === 3) authors = [...authors, ...arrived.slice(5)]
      }
      const { status, headers, body } = respondToList(
        { method: request.method, url: request.url, accept: request.headers.get('accept') },
        authors,
      )
      return new HttpResponse(body, { status, headers })
    })
    const { user } = renderApp()
    await findRange(`1–50 of ${fmt(2600)}`)
    const panel = await openExport(user)
    await user.click(within(panel).getByRole('button', { name: 'All matches as JSON' }))
    expect(
      await screen.findByText(/^The list changed while exporting: it had 2,600 authors when the export began and 2,604 at the end\./),
    ).toBeVisible()
    const exported = JSON.parse(await downloads[0]!.blob.text()) as Author[]
    expect(new Set(exported.map((author) => author.uid)).size).toBe(exported.length)
    expect(exported).toEqual(await everythingTheApiHolds())
  })
})

describe('export from an API whose count or links never end', () => {
  /**
   * A list endpoint with a fresh author at every position asked for, whatever the offset: the
   * count and whether a next link is sent are the test's. Export requests (limit=1000) are counted:
   * how many the export sends is the behaviour here.
   */
  function endlessList(answer: (offset: number) => { count: number; next: boolean }) {
    const exportRequests: URL[] = []
    serveListWith((request) => {
      const url = new URL(request.url)
      const limit = Number(url.searchParams.get('limit') ?? 50)
      const offset = Number(url.searchParams.get('offset') ?? 0)
      if (limit === 1000) exportRequests.push(url)
      // Far past any bounded read: fail the export at once rather than let it run for ever.
      if (exportRequests.length > 50) return HttpResponse.json({ detail: 'runaway' }, { status: 400 })
      const { count, next } = answer(offset)
      const results = Array.from({ length: limit }, (_, index) => author(offset + index))
      const link = next ? `${url.origin}${AUTHORS_LIST_PATH}?limit=${limit}&offset=${offset + limit}` : null
      return HttpResponse.json({ count, next: link, previous: null, results })
    })
    return exportRequests
  }
  const author = (index: number): Author => ({
    uid: `uid-${index}`,
    first_name: 'Анна',
    last_name: 'Иванова',
    parent_name: null,
    public_name: `Иванова А. ${index}`,
  })

  it('saves what the service gave when it claims a billion authors and stops after three pages, and says so', async () => {
    const exportRequests = endlessList((offset) => ({ count: 1_000_000_000, next: offset + 1000 < 3000 }))
    const { user } = renderApp()
    await findRange('1–50 of 1,000,000,000')
    const panel = await openExport(user)
    await user.click(within(panel).getByRole('button', { name: 'All matches as CSV' }))
    expect(await screen.findByText('The service reported 1,000,000,000 authors but gave 3,000; the file holds what it gave.')).toBeVisible()
    expect(downloads.map((download) => download.name)).toEqual([expect.stringMatching(/^non-active-authors_all_3000-authors_/)])
    expect(readCsvRecords(await downloads[0]!.blob.text())).toHaveLength(3000)
    // The first page, then three at a time: at most one round past the page that said it was the last.
    expect(exportRequests.length).toBeLessThanOrEqual(6)
  })

  it('stops a count that grows with every page after as many pages as the first count allows, and says so', async () => {
    const exportRequests = endlessList((offset) => ({ count: offset + 2000, next: true }))
    const { user } = renderApp()
    await findRange('1–50 of 2,000')
    const panel = await openExport(user)
    await user.click(within(panel).getByRole('button', { name: 'All matches as JSON' }))
    expect(
      await screen.findByText(
        'The service first reported 2,000 authors but kept saying there were more: the export stopped after 4 pages, as many as that count allows, and the file holds the 4,000 authors read by then.',
        {},
      ),
    ).toBeVisible()
    expect(exportRequests).toHaveLength(4)
    expect(JSON.parse(await downloads[0]!.blob.text())).toHaveLength(4000)
    // Not "the list changed": the count, not the list, is what cannot be believed.
    expect(screen.queryByText(/The list (changed|kept changing)/)).toBeNull()
  })
})
