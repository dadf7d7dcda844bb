import { act, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetReviews } from '../../../../src/features/review/use-review-job'
import { createHandlers } from '../../../../src/demo-api/handlers'
import { generateAuthors } from '../../../../src/demo-api/dataset'
import { readCsvRecords } from '../../../csv-reader'
import { serveListWith } from '../../../list-overrides'
import { server } from '../../../msw-server'
import { currentSearchParams, findRange, fmt, recordListRequests, renderApp, total } from '../../../render-app'

let downloads: { name: string; blob: Blob }[]
beforeEach(() => {
  forgetReviews()
  downloads = []
  const blobs = new Map<string, Blob>()
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

const reviewButton = () => screen.findByRole('button', { name: 'Review all matches' })
const dialog = () => screen.findByRole('dialog', { name: 'Review of all matches' })

async function openReview(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await reviewButton())
  return dialog()
}

describe('the review of all matches', () => {
  it('reads every record, sums up what it found, opens each list, and Back walks back to the list', async () => {
    const { user } = renderApp()
    await findRange(`1–50 of ${fmt(total())}`)
    const button = await reviewButton()
    const review = await openReview(user)
    expect(currentSearchParams().get('review')).toBe('summary')
    await within(review).findByText(`${fmt(total())} records read`)
    const twins = within(review).getByRole('link', { name: 'Twins' })
    expect(twins.parentElement).toHaveTextContent(/Twins: \d+ groups, \d+ records/)
    expect(within(review).getByRole('link', { name: 'Possible duplicates' }).parentElement).toHaveTextContent(
      /Possible duplicates: \d+ groups, \d+ records/,
    )
    expect(within(review).getByRole('link', { name: 'Empty patronymic (not null)' }).parentElement).toHaveTextContent(/: \d+ records/)

    await user.click(within(review).getByRole('link', { name: 'Possible duplicates' }))
    expect(currentSearchParams().get('review')).toBe('duplicates')
    await within(review).findByRole('heading', { name: 'Possible duplicates', level: 3 })
    // Focus is on the list's first record, so j and k work at once.
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-record'))
    // Each group says what differs, and marks the differing characters.
    expect(within(review).getAllByText(/^Differs in: /).length).toBeGreaterThan(0)
    expect(review.querySelector('mark.char-diff')).not.toBeNull()

    act(() => window.history.back())
    await within(review).findByRole('heading', { name: 'Summary', level: 3 })
    expect(currentSearchParams().get('review')).toBe('summary')
    act(() => window.history.back())
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(currentSearchParams().has('review')).toBe(false)
    await waitFor(() => expect(button).toHaveFocus())
  })

  it('reads one search once a session: a second review asks only for the count, and a changed count says so and reads again', async () => {
    const { user } = renderApp({ url: '/?last_name=%D0%98' })
    await findRange(/^1–\d+ of [\d,]+$/)
    const requests = recordListRequests()
    let review = await openReview(user)
    await within(review).findByText(/records read$/)
    const reads = requests.matching({ limit: '1000' }).length
    expect(reads).toBeGreaterThan(0)
    await user.click(within(review).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    review = await openReview(user)
    await within(review).findByText(/records read$/)
    // The review's count of this very search (the other spellings beside the results are counted with limit=1 too).
    await waitFor(() => expect(requests.matching({ limit: '1', last_name: 'И' })).toHaveLength(1))
    expect(requests.matching({ limit: '1000' })).toHaveLength(reads)
    expect(within(review).queryByText(/has changed since this review was read/)).toBeNull()
    await user.click(within(review).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    // Three more records now match: the count says so.
    serveListWith(async (request) => {
      const url = new URL(request.url)
      if (url.searchParams.get('limit') !== '1' || url.searchParams.get('last_name') !== 'И') return undefined
      return HttpResponse.json({ count: 9999, next: null, previous: null, results: [] })
    })
    review = await openReview(user)
    const notice = await within(review).findByText(/The directory has changed since this review was read: [\d,]+ records then, 9,999 now\./)
    await user.click(within(notice).getByRole('button', { name: 'Read again' }))
    await within(review).findByText(/records read$/)
    expect(requests.matching({ limit: '1000' }).length).toBeGreaterThan(reads)
    requests.stop()
  })

  it('shows its progress in records, can be cancelled and continued, and resumes after a failure from where it stopped', async () => {
    server.use(...createHandlers({ authors: generateAuthors({ size: 2500, seed: 4 }) }))
    // The second page: held back the first time (until the test ends), refused the second, given the third.
    let asked = 0
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    serveListWith(async (request) => {
      const url = new URL(request.url)
      if (url.searchParams.get('limit') !== '1000' || url.searchParams.get('offset') !== '1000') return undefined
      asked += 1
      if (asked === 1) await held
      if (asked === 2) return HttpResponse.json({ detail: 'boom' }, { status: 500 })
      return undefined
    })
    const { user } = renderApp()
    await findRange('1–50 of 2,500')
    const review = await openReview(user)
    // The first page, then the last (500 records) while the second is held back.
    await within(review).findByText('Read 1,500 of 2,500 records.')
    expect(within(review).getByRole('progressbar', { name: 'Records read' })).toHaveAttribute('value', '1500')
    await user.click(within(review).getByRole('button', { name: 'Cancel' }))
    await within(review).findByText('Review cancelled after reading 1,500 of 2,500 records.', { selector: 'p' })

    await user.click(within(review).getByRole('button', { name: 'Continue reading' }))
    await within(review).findByRole('alert')
    expect(within(review).getByText(/Reading stopped after [\d,]+ of 2,500 records\./)).toBeInTheDocument()
    await user.click(within(review).getByRole('button', { name: 'Resume' }))
    await within(review).findByText('2,500 records read')
    expect(asked).toBe(3)
    release()
  })

  it('says when nothing matches', async () => {
    const { user } = renderApp({ url: '/?last_name=zzzzzz' })
    const review = await openReview(user)
    await within(review).findByText('No record matches this search: there is nothing to review.', { selector: 'p' })
  })

  it('opens from a deep link, normalises a page past the end, pages its lists, keeps the keyboard, opens details and exports', async () => {
    const { user } = renderApp({ url: '/?review=empty-patronymic&rpage=999' })
    const review = await dialog()
    await within(review).findByRole('heading', { name: 'Empty patronymic (not null)', level: 3 })
    await waitFor(() => expect(Number(currentSearchParams().get('rpage'))).toBeGreaterThan(1))
    const lastPage = Number(currentSearchParams().get('rpage'))
    const pages = within(review).getByRole('navigation', { name: 'Pages of this list' })
    expect(within(pages).getByText(`Page ${lastPage} of ${lastPage}`)).toBeInTheDocument()
    await user.click(within(pages).getByRole('link', { name: 'Previous' }))
    expect(currentSearchParams().get('rpage')).toBe(lastPage - 1 === 1 ? null : String(lastPage - 1))
    // The page's first record takes focus once the page is painted, as a person sees it.
    await waitFor(() => expect(review.querySelector('.review-page [data-record]')).toHaveFocus())

    const rows = within(review)
      .getAllByRole('row')
      .filter((row) => row.hasAttribute('data-record'))
    rows[0]!.focus()
    await user.keyboard('j')
    expect(rows[1]).toHaveFocus()
    await user.keyboard('k')
    expect(rows[0]).toHaveFocus()
    await user.keyboard('{Enter}')
    const details = await screen.findByRole('dialog', { name: rows[0]!.querySelectorAll('td')[3]!.textContent! })
    await user.click(within(details).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(rows[0]).toHaveFocus())

    await user.click(within(review).getByRole('button', { name: 'Export this list as CSV' }))
    await waitFor(() => expect(downloads).toHaveLength(1))
    expect(downloads[0]!.name).toMatch(/^non-active-authors_review-empty-patronymic-\(not-null\)_\d+-authors_\d{4}-\d\d-\d\d\.csv$/)
    const records = readCsvRecords(await downloads[0]!.blob.text())
    expect(records.length).toBeGreaterThan(50)
    expect(records.every((record) => record.parent_name === '')).toBe(true)
  })

  it('normalises a nonsense view to the summary', async () => {
    renderApp({ url: '/?review=%3Cscript%3E&rpage=x' })
    const review = await dialog()
    await within(review).findByRole('heading', { name: 'Summary', level: 3 })
    expect(window.location.search).toBe('?review=summary')
  })
})
