import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetEditorMarksInMemory } from '../../../../src/entities/author/editor-marks/marks'
import { forgetReviews } from '../../../../src/features/review/use-review-job'
import { createHandlers } from '../../../../src/demo-api/handlers'
import type { Author } from '../../../../src/shared/api/contract'
import { readCsvRecords } from '../../../csv-reader'
import { readXlsx } from '../../../xlsx-reader'
import { server } from '../../../msw-server'
import { currentSearchParams, renderApp } from '../../../render-app'

const uid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const person = (n: number, last_name: string, first_name: string, parent_name: string | null): Author => ({
  uid: uid(n),
  last_name,
  first_name,
  parent_name,
  public_name: `${first_name} ${last_name}`,
})
/** Two possible-duplicate groups (a Latin o; a transliteration), one pair of twins, and strangers. */
const DIRECTORY: Author[] = [
  person(1, 'Быков', 'Иван', 'Петрович'),
  person(2, 'Быкoв', 'Иван', 'Петрович'),
  person(3, 'Цой', 'Виктор', 'Робертович'),
  person(4, 'Tsoi', 'Viktor', 'Robertovich'),
  person(5, 'Петров', 'Пётр', 'Ильич'),
  person(6, 'Петров', 'Пётр', 'Ильич'),
  person(7, 'Сидорова', 'Анна', null),
]

function serve(authors: readonly Author[]) {
  server.use(...createHandlers({ authors }))
}

let downloads: { name: string; blob: Blob }[]
beforeEach(() => {
  forgetReviews()
  serve(DIRECTORY)
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
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const dialog = () => screen.findByRole('dialog', { name: 'Review of all matches' })
const group = (review: HTMLElement, number: number) => within(review).getByRole('group', { name: new RegExp(`^Group ${number} \\(`) })
const records = (review: HTMLElement) => Array.from(review.querySelectorAll<HTMLElement>('.review-page [data-record]'))

/** A reload: the page's memory is gone (the session's reviews, the marks in memory), the browser's IndexedDB stays. */
async function reload(unmount: () => void, url: string) {
  unmount()
  forgetReviews()
  await forgetEditorMarksInMemory()
  return renderApp({ url })
}

describe("the review remembers the editor's decisions", () => {
  it('hides a decided group (its count and a switch show it), keeps it across a reload, and brings it back marked when a member changes', async () => {
    const first = renderApp({ url: '/?review=duplicates' })
    let review = await dialog()
    await within(review).findByRole('heading', { name: 'Possible duplicates', level: 3 })
    // Focus is on the first record at once: j moves to the next one.
    await waitFor(() => expect(records(review)[0]).toHaveFocus())
    await first.user.keyboard('j')
    expect(records(review)[1]).toHaveFocus()
    expect(within(review).getByText('1–2 of 2 groups')).toBeInTheDocument()

    await first.user.click(within(group(review, 1)).getByRole('button', { name: 'Same person' }))
    // It stays where the editor is until the page changes, pressed and said.
    expect(within(group(review, 1)).getByRole('button', { name: 'Same person' })).toHaveAttribute('aria-pressed', 'true')
    expect(within(review).getByText('Decided: Same person.')).toBeInTheDocument()

    const second = await reload(first.unmount, '/?review=duplicates')
    review = await dialog()
    await within(review).findByText('1–1 of 1 group')
    expect(within(review).getByText('1 group you decided is hidden.')).toBeInTheDocument()
    expect(within(review).queryByRole('group', { name: /^Group 1 \(/ })).toBeNull()
    await second.user.click(within(review).getByRole('switch', { name: 'Show decided groups' }))
    expect(within(group(review, 1)).getByRole('button', { name: 'Same person' })).toHaveAttribute('aria-pressed', 'true')
    expect(within(review).getByText('1 group you decided is shown.')).toBeInTheDocument()

    // A member's name changed since (a space after it: the same name key, so the same group): it comes back, marked.
    const changed = within(group(review, 1).closest('tbody')!).getAllByRole('row')[2]!.querySelectorAll('td')[4]!.textContent
    serve(DIRECTORY.map((author) => (author.uid === changed ? { ...author, last_name: `${author.last_name} ` } : author)))
    await reload(second.unmount, '/?review=duplicates')
    review = await dialog()
    await within(review).findByText('1–2 of 2 groups')
    // The decisions arrive from the browser's database after the list: the mark is waited for.
    expect(await within(review).findByText('changed since you decided')).toBeInTheDocument()
    expect(within(group(review, 1)).getByRole('button', { name: 'Same person' })).toHaveAttribute('aria-pressed', 'false')
  })

  it('exports the decisions and imports them into another browser, refusing a file of another shape', async () => {
    const first = renderApp({ url: '/?review=twins' })
    let review = await dialog()
    await within(review).findByRole('heading', { name: 'Twins', level: 3 })
    await first.user.click(within(group(review, 1)).getByRole('button', { name: 'Different people' }))
    await first.user.click(within(review).getAllByRole('checkbox', { name: 'Checked' })[0]!)
    await first.user.type(within(review).getByRole('textbox', { name: 'Note' }), 'two people, checked by phone')
    await first.user.click(within(review).getByRole('link', { name: 'Back to the summary' }))
    await within(review).findByText('1 decision and 1 checked record, kept in this browser.')
    await first.user.click(within(review).getByRole('button', { name: 'Export decisions' }))
    await waitFor(() => expect(downloads).toHaveLength(1))
    expect(downloads[0]!.name).toMatch(/^non-active-authors_decisions_\d{4}-\d\d-\d\d\.json$/)
    const shared = await downloads[0]!.blob.text()

    // Another browser: nothing kept.
    first.unmount()
    forgetReviews()
    await forgetEditorMarksInMemory()
    const { IDBFactory } = await import('fake-indexeddb')
    globalThis.indexedDB = new IDBFactory()
    const second = renderApp({ url: '/?review=summary' })
    review = await dialog()
    await within(review).findByText('0 decisions and 0 checked records, kept in this browser.')
    const input = within(review).getByLabelText('Import decisions')
    await second.user.upload(input, new File(['[{"uid":"x"}]'], 'authors.json', { type: 'application/json' }))
    expect(await within(review).findByRole('alert')).toHaveTextContent(
      'The file was not imported: it is not a file of decisions exported from this app',
    )
    await second.user.upload(input, new File([shared], 'decisions.json', { type: 'application/json' }))
    await within(review).findByText('Imported 1 decision and 1 checked record (what this browser decided later was kept).')
    await second.user.click(within(review).getByRole('link', { name: 'Twins' }))
    await within(review).findByText('1 group you decided is hidden.')

    // The list's export carries the group, its kind, the decision and the checks.
    await second.user.click(within(review).getByRole('button', { name: 'Export this list as CSV' }))
    await waitFor(() => expect(downloads).toHaveLength(2))
    const rows = readCsvRecords(await downloads[1]!.blob.text())
    expect(rows.map((row) => [row.group, row.group_kind, row.decision, row.checked, row.last_name])).toEqual([
      ['1', 'twins', 'different-people', 'yes', 'Петров'],
      ['1', 'twins', 'different-people', '', 'Петров'],
    ])
    expect(rows[0]!.checked_note).toBe('two people, checked by phone')
  })

  it('names the decisions file in the UI’s language, as the list’s exports are', async () => {
    const { user } = renderApp({ url: '/?review=summary', lang: 'ru' })
    const review = await screen.findByRole('dialog', { name: 'Проверка всех совпадений' })
    await user.click(await within(review).findByRole('button', { name: 'Экспортировать решения' }))
    await waitFor(() => expect(downloads).toHaveLength(1))
    expect(downloads[0]!.name).toMatch(/^неактивные-авторы_решения_\d{4}-\d\d-\d\d\.json$/)
  })

  it('writes a list’s XLSX in the UI’s words (kind, decision, yes) and cuts a value over Excel’s 32,767 characters, saying so; CSV keeps codes and values whole', async () => {
    const long = 'Д'.repeat(32_767 + 5)
    serve([person(1, long, 'Иван', null), person(2, long, 'Иван', null), person(3, 'Сидорова', 'Анна', null)])
    const first = renderApp({ url: '/?review=twins' })
    let review = await dialog()
    await first.user.click(await within(review).findByRole('button', { name: 'Export this list as XLSX' }))
    await waitFor(() => expect(downloads).toHaveLength(1))
    const sheet = readXlsx(new Uint8Array(await downloads[0]!.blob.arrayBuffer()))
    const cells = sheet.rows.flat().filter((cell): cell is string => cell !== null && cell.startsWith('ДДД'))
    // The last name of each twin; the public name ("Иван Д…") begins otherwise and is cut too.
    expect(cells).toHaveLength(2)
    for (const cell of cells) expect(cell).toBe(`${'Д'.repeat(32_766)}…`)
    expect(
      await within(review).findByText(/^4 values were longer than Excel’s 32,767 characters a cell and cut to fit, ending in “…”\./),
    ).toBeVisible()

    await first.user.click(within(review).getByRole('button', { name: 'Export this list as CSV' }))
    await waitFor(() => expect(downloads).toHaveLength(2))
    expect(readCsvRecords(await downloads[1]!.blob.text()).map((row) => row.last_name)).toEqual([long, long])
    await waitFor(() => expect(within(review).queryByText(/longer than Excel’s/)).toBeNull())

    first.unmount()
    const second = renderApp({ url: '/?review=twins', lang: 'ru' })
    review = await screen.findByRole('dialog', { name: 'Проверка всех совпадений' })
    // The sheet speaks the UI's language: the kind, the decision and yes in words (CSV and JSON keep the codes).
    await second.user.click(await within(review).findByRole('button', { name: 'Разные люди' }))
    await second.user.click(within(review).getAllByRole('checkbox', { name: 'Проверено' })[0]!)
    await second.user.click(await within(review).findByRole('button', { name: 'Экспортировать список в XLSX' }))
    expect(await within(review).findByText(/^Длиннее 32 767 символов \(предел ячейки Excel\) — 4 значения/)).toBeVisible()
    await waitFor(() => expect(downloads).toHaveLength(3))
    const ruSheet = readXlsx(new Uint8Array(await downloads[2]!.blob.arrayBuffer()))
    const column = (header: string) => ruSheet.rows.slice(1).map((row) => row[ruSheet.rows[0]!.indexOf(header)] ?? null)
    expect(column('Вид')).toEqual(['двойники', 'двойники'])
    expect(column('Решение')).toEqual(['Разные люди', 'Разные люди'])
    expect(column('Проверено')).toEqual(['да', ''])
    await second.user.click(within(review).getByRole('button', { name: 'Экспортировать список в CSV' }))
    await waitFor(() => expect(downloads).toHaveLength(4))
    const csv = readCsvRecords(await downloads[3]!.blob.text())
    expect(csv.map((row) => [row.group_kind, row.decision, row.checked])).toEqual([
      ['twins', 'different-people', 'yes'],
      ['twins', 'different-people', ''],
    ])
  })

  it('"Not checked yet" narrows a list to what is left, and a flag with no records is not a link', async () => {
    const { user } = renderApp({ url: '/?review=duplicates' })
    const review = await dialog()
    await within(review).findByText('1–2 of 2 groups')
    for (const box of within(group(review, 1).closest('tbody')!).getAllByRole('checkbox', { name: 'Checked' })) await user.click(box)
    await user.click(within(review).getByRole('switch', { name: 'Not checked yet' }))
    expect(within(review).getByText('1–1 of 1 group')).toBeInTheDocument()
    expect(within(review).getByText(/^Group 2 /, { selector: 'h4' })).toBeInTheDocument()

    await user.click(within(review).getByRole('link', { name: 'Back to the summary' }))
    await within(review).findByRole('heading', { name: 'Summary', level: 3 })
    expect(within(review).getByText('Empty patronymic (not null)')).toBeInTheDocument()
    expect(within(review).queryByRole('link', { name: 'Empty patronymic (not null)' })).toBeNull()
    expect(within(review).getByRole('link', { name: 'Twins' })).toBeInTheDocument()
  })
})

describe('a record opened from a review list', () => {
  it('opens with Enter, closes with Back (and no further), and Escape gives focus back to it', async () => {
    const { user } = renderApp({ url: '/?review=duplicates' })
    const review = await dialog()
    await waitFor(() => expect(records(review)[0]).toHaveFocus())
    await user.keyboard('j')
    const second = records(review)[1]!
    const name = DIRECTORY.find((author) => author.uid === second.querySelectorAll('td')[4]!.textContent)!.public_name
    await user.keyboard('{Enter}')
    await screen.findByRole('dialog', { name })
    act(() => window.history.back())
    await waitFor(() => expect(screen.queryByRole('dialog', { name })).toBeNull())
    // Back closed the record only: the list is still there.
    expect(currentSearchParams().get('review')).toBe('duplicates')
    expect(within(review).getByRole('heading', { name: 'Possible duplicates', level: 3 })).toBeInTheDocument()

    second.focus()
    await user.keyboard('{Enter}')
    const details = await screen.findByRole('dialog', { name })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(details).not.toBeInTheDocument())
    await waitFor(() => expect(records(review)[1]).toHaveFocus())
    expect(currentSearchParams().get('review')).toBe('duplicates')
  })

  it('below 768 px the groups are cards, not a table', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }))
    renderApp({ url: '/?review=duplicates' })
    const review = await dialog()
    await within(review).findByText('1–2 of 2 groups')
    expect(within(review).queryByRole('table')).toBeNull()
    const cards = within(review).getAllByRole('list', { name: /^Group 1 / })
    expect(within(cards[0]!).getAllByRole('listitem')).toHaveLength(2)
    await waitFor(() => expect(records(review)[0]).toHaveFocus())
    expect(records(review)[0]!.tagName).toBe('LI')
  })
})
