import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readCsvRecords } from '../../../csv-reader'
import { forgetReviews } from '../../../../src/features/review/use-review-job'
import { createHandlers } from '../../../../src/demo-api/handlers'
import { generateAuthors } from '../../../../src/demo-api/dataset'
import type { Author } from '../../../../src/shared/api/contract'
import { serveListWith } from '../../../list-overrides'
import { server } from '../../../msw-server'
import { findRange, renderApp } from '../../../render-app'

const uid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const record = (n: number, last: string, first: string, parent: string | null): Author => ({
  uid: uid(n),
  last_name: last,
  first_name: first,
  parent_name: parent,
  public_name: `${last} ${first[0]}.`,
})
/** Five "Быков" the service finds, and one "Быкoв" (a Latin o) it cannot. */
const BYKOVS = [
  record(1, 'Быков', 'Антон', 'Сергеевич'),
  record(2, 'Быков', 'Олег', null),
  record(3, 'Быков', 'Илья', 'Петрович'),
  record(4, 'Быкова', 'Анна', ''),
  record(5, 'Быков', 'Пётр', 'Ильич'),
]
const LOOK_ALIKE = { ...record(6, 'Быкoв', 'Антон', 'Сергеевич'), public_name: 'Антон Быкoв (latin o)' }

/** A directory of `size` generated records (none of them a Быков) with the crafted ones among them. */
function serveDirectory(size: number) {
  const authors = generateAuthors({ size, seed: 7 }).filter((author) => !/быk|бык|bykov/i.test(author.last_name))
  authors.splice(40, 0, ...BYKOVS, LOOK_ALIKE)
  server.use(...createHandlers({ authors }))
  return authors
}

const reviewButton = () => screen.findByRole('button', { name: 'Review all matches' })
const lastNameBox = () => screen.getByRole('searchbox', { name: 'Last name' })
const alsoLine = () => screen.findByRole('note', { name: 'Also written differently' })

let downloads: Blob[]
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
    downloads.push(blobs.get(this.href)!)
  })
})
afterEach(() => vi.restoreAllMocks())

describe('a search meets the review’s name key', () => {
  it('after the whole directory was reviewed, lists "Быкoв" beside the rows of "Быков", opens its details, and its review includes it with a note', async () => {
    const authors = serveDirectory(600)
    const { user } = renderApp()
    await findRange(`1–50 of ${authors.length}`)
    await user.click(await reviewButton())
    const review = await screen.findByRole('dialog', { name: 'Review of all matches' })
    await within(review).findByText(`${authors.length} records read`)
    await user.click(within(review).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    await user.type(lastNameBox(), 'Быков')
    await findRange('1–5 of 5')
    const line = await alsoLine()
    await waitFor(() => expect(line).toHaveTextContent(/^Also written differently: 1 — Быкoв Антон Сергеевич/))
    // Only the record the service did not return: none of the five rows is listed again.
    const names = within(line).getAllByRole('button')
    expect(names).toHaveLength(1)
    // As received, its Latin o marked as the list marks it.
    expect(names[0]!.querySelector('.value-script')).toHaveTextContent('o')
    await user.click(names[0]!)
    const details = await screen.findByRole('dialog', { name: LOOK_ALIKE.public_name })
    await user.click(within(details).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(names[0]).toHaveFocus())

    // The search's own review: the look-alike joins the Быков it is a spelling of, saying where it came from.
    await user.click(await reviewButton())
    const searchReview = await screen.findByRole('dialog', { name: 'Review of all matches' })
    await within(searchReview).findByText('6 records read')
    expect(
      within(searchReview).getByText(
        "Of them, 1 record found by the name key in the whole directory's review, not by the service's search.",
      ),
    ).toBeInTheDocument()
    await user.click(within(searchReview).getByRole('link', { name: 'Possible duplicates' }))
    const table = await within(searchReview).findByRole('table')
    const notes = within(table).getAllByText("found by the name key, not by the service's search")
    expect(notes).toHaveLength(1)
    const row = notes[0]!.closest('tr')!
    expect(row).toHaveTextContent(LOOK_ALIKE.uid)
    // In the group of the Антон Быков it is written like.
    const group = row.closest('tbody')!
    expect(group).toHaveTextContent(uid(1))

    // The list's export says which records the name key found.
    await user.click(within(searchReview).getByRole('button', { name: 'Export this list as CSV' }))
    await waitFor(() => expect(downloads).toHaveLength(1))
    const records = readCsvRecords(await downloads[0]!.text())
    expect(records.filter((record) => record.found_by_key === 'yes').map((record) => record.uid)).toEqual([LOOK_ALIKE.uid])
    expect(records.filter((record) => record.found_by_key === '').length).toBe(records.length - 1)
  })

  it('without a whole review, "Look for other spellings" reads the directory with progress and Cancel, then lists what it found', async () => {
    const authors = serveDirectory(2500)
    // The whole directory's second page is held back the first time, so the read can be cancelled midway.
    let asked = 0
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    serveListWith(async (request) => {
      const url = new URL(request.url)
      if (url.searchParams.get('limit') !== '1000' || url.searchParams.get('offset') !== '1000' || url.searchParams.get('last_name'))
        return undefined
      asked += 1
      if (asked === 1) await held
      return undefined
    })
    const { user } = renderApp({ url: '/?last_name=%D0%91%D1%8B%D0%BA%D0%BE%D0%B2' })
    await findRange('1–5 of 5')
    const look = await screen.findByRole('button', { name: 'Look for other spellings' })
    expect(screen.queryByRole('note', { name: 'Also written differently' })).toBeNull()
    await user.click(look)
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Reading the whole directory' })).toHaveAttribute('max', String(authors.length)),
    )
    const cancel = screen.getByRole('button', { name: 'Cancel' })
    await waitFor(() => expect(cancel).toHaveFocus())
    await user.click(cancel)
    // Said on the line and in its live region.
    await waitFor(() => expect(screen.getAllByText(/^Review cancelled after reading [\d,]+ of [\d,]+ records\.$/)).toHaveLength(2))
    await user.click(screen.getByRole('button', { name: 'Continue reading' }))
    const line = await alsoLine()
    await waitFor(() => expect(line).toHaveTextContent(/^Also written differently: 1 — Быкoв Антон Сергеевич/))
    expect(asked).toBe(2)
    release()
  })

  it('a directory with no other spelling says so when asked', async () => {
    const authors = generateAuthors({ size: 300, seed: 7 }).filter((author) => !/бык/i.test(author.last_name))
    authors.push(...BYKOVS)
    server.use(...createHandlers({ authors }))
    const { user } = renderApp({ url: '/?last_name=%D0%91%D1%8B%D0%BA%D0%BE%D0%B2' })
    await findRange('1–5 of 5')
    await user.click(await screen.findByRole('button', { name: 'Look for other spellings' }))
    const line = await alsoLine()
    await waitFor(() => expect(line).toHaveTextContent('No other spelling in the whole directory.'))
    expect(within(line).queryAllByRole('button')).toHaveLength(0)
  })

  it('a searched name with a letter of the other script says so beside its box, as the box’s description, in both languages', async () => {
    serveDirectory(300)
    const view = renderApp({ url: '/?last_name=%D0%91%D1%8B%D0%BAo%D0%B2' })
    await waitFor(() => expect(lastNameBox()).toHaveAccessibleDescription(/«Быкoв» holds a Latin o; /))
    view.unmount()
    const view2 = renderApp({ url: '/?last_name=Iv%D0%B0n%D0%BEv', lang: 'ru' })
    const box = screen.getByRole('searchbox', { name: 'Фамилия' })
    await waitFor(() => expect(box).toHaveAccessibleDescription(/«Ivаnоv» содержит кириллические буквы а, о; /))
    view2.unmount()
    // A name in one script has no such note.
    renderApp({ url: '/?last_name=%D0%91%D1%8B%D0%BA%D0%BE%D0%B2' })
    await findRange('1–5 of 5')
    expect(lastNameBox()).not.toHaveAccessibleDescription(/holds/)
    expect(lastNameBox()).toHaveAccessibleDescription(/contain the text anywhere/)
  })
})
