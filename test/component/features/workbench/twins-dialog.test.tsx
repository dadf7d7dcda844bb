import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import type { ApiSettings } from '../../../../src/shared/api/authors-api'
import type { Author } from '../../../../src/shared/api/contract'
import { TWINS_COMPARED, TwinsDialog } from '../../../../src/features/workbench/twins-dialog'
import type { Lang } from '../../../../src/shared/i18n/lang'
import { LanguageProvider } from '../../../../src/shared/i18n/language-provider'
import { createHandlers } from '../../../../src/demo-api/handlers'
import { serveListWith } from '../../../list-overrides'
import { server } from '../../../msw-server'
import { recordListRequests, testQueryClient } from '../../../render-app'

const name = { last_name: 'Иванов', first_name: 'Иван', parent_name: 'Иванович' }
const uid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

/** A directory where "Иванов" matches 2,300 records, three of them exact twins far apart. */
function directory(): Author[] {
  const authors: Author[] = []
  for (let n = 0; n < 2300; n++) {
    authors.push({
      uid: uid(n),
      last_name: n % 2 ? 'Иванова' : 'Иванов',
      first_name: n % 3 ? 'Пётр' : 'Иван',
      parent_name: null,
      public_name: 'Иванов П.',
    })
  }
  authors[5] = { uid: uid(5), ...name, public_name: 'Иванов И. И.' }
  authors[1500] = { uid: uid(1500), ...name, public_name: 'Иванов И.И.' }
  authors[2299] = { uid: uid(2299), ...name, public_name: 'И.И. Иванов' }
  // Same letters, other case, or a stray space: not twins.
  authors.push({ uid: uid(9001), last_name: 'иванов', first_name: 'Иван', parent_name: 'Иванович', public_name: 'иванов И.И.' })
  authors.push({ uid: uid(9002), last_name: 'Иванов ', first_name: 'Иван', parent_name: 'Иванович', public_name: 'Иванов И.И.' })
  return authors
}

function renderTwins(settings: ApiSettings) {
  server.use(...createHandlers({ authors: directory() }))
  const requests = recordListRequests()
  const onClose = vi.fn()
  render(
    <QueryClientProvider client={testQueryClient()}>
      <TwinsDialog settings={settings} author={{ uid: uid(5), ...name, public_name: 'Иванов И. И.' }} onClose={onClose} />
    </QueryClientProvider>,
  )
  return { requests, onClose }
}

describe('all records with this name', () => {
  it('searches the whole directory by last and first name, page by page, and keeps the exact twins side by side', async () => {
    const { requests } = renderTwins({ apiUrl: '', firstNameParam: 'first_name' })
    const dialog = screen.getByRole('dialog', { name: 'All records named Иванов Иван Иванович' })
    expect(await within(dialog).findByText('3 records in the whole directory with exactly this name.')).toBeInTheDocument()
    const table = within(dialog).getByRole('table')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Record 1', 'Record 2', 'Record 3'])
    const uidRow = within(table).getByRole('row', { name: /^UID/ })
    expect(Array.from(uidRow.querySelectorAll('code'), (code) => code.textContent)).toEqual([uid(5), uid(1500), uid(2299)])
    // Every request searched both names; they went on until the matches ran out.
    const urls = requests.urls()
    expect(urls.every((url) => url.searchParams.get('last_name') === 'Иванов' && url.searchParams.get('first_name') === 'Иван')).toBe(true)
    expect(urls.map((url) => url.searchParams.get('offset') ?? '0')).toEqual(['0'])
    requests.stop()
  })

  it('searches by last name alone, reading every page, when the API has no first-name search', async () => {
    const { requests } = renderTwins({ apiUrl: '', firstNameParam: '' })
    const dialog = screen.getByRole('dialog')
    expect(await within(dialog).findByText(/^3 records in the whole directory/)).toBeInTheDocument()
    expect(within(dialog).getByText(/every record with this last name was read/)).toBeInTheDocument()
    const urls = requests.urls()
    expect(
      urls.map((url) => [url.searchParams.get('last_name'), url.searchParams.get('first_name'), url.searchParams.get('offset') ?? '0']),
    ).toEqual([
      ['Иванов', null, '0'],
      ['Иванов', null, '1000'],
      ['Иванов', null, '2000'],
    ])
    requests.stop()
  })

  it('marks, character by character, what differs in the public names', async () => {
    renderTwins({ apiUrl: '', firstNameParam: 'first_name' })
    const dialog = screen.getByRole('dialog')
    await within(dialog).findByText(/^3 records/)
    const publicRow = within(within(dialog).getByRole('table')).getByRole('row', { name: /^Public name/ })
    const marked = Array.from(publicRow.querySelectorAll('td'), (cell) =>
      Array.from(cell.querySelectorAll('.char-diff'), (run) => run.textContent),
    )
    // "Иванов И. И." against "Иванов И.И." and "И.И. Иванов".
    expect(marked[1]).toEqual([])
    expect(marked[2]!.join('')).not.toBe('')
    expect(marked[0]!.join('')).toContain(' ')
    expect(within(publicRow).getAllByText('(differs)').length).toBeGreaterThanOrEqual(2)
  })

  it('closes on Escape', async () => {
    const { onClose } = renderTwins({ apiUrl: '', firstNameParam: 'first_name' })
    await userEvent.setup().keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})

describe('a lookup that cannot be read to its end', () => {
  const me = { uid: uid(5), ...name, public_name: 'Иванов И. И.' }
  /** Every offset answers 1,000 exact twins of `me`; the count and whether a next link is sent are the test's. */
  function serveTwins(answer: (offset: number) => { count: number; next: boolean }) {
    const requests = recordListRequests()
    serveListWith((request) => {
      const url = new URL(request.url)
      const offset = Number(url.searchParams.get('offset') ?? 0)
      const { count, next } = answer(offset)
      const results = Array.from({ length: 1000 }, (_, index) => ({ ...me, uid: uid(offset + index) }))
      return HttpResponse.json({
        count,
        next: next ? `${url.origin}${url.pathname}?limit=1000&offset=${offset + 1000}` : null,
        previous: null,
        results,
      })
    })
    return requests
  }
  function renderLookup(lang: Lang = 'en') {
    render(
      <LanguageProvider lang={lang}>
        <QueryClientProvider client={testQueryClient()}>
          <TwinsDialog settings={{ apiUrl: '', firstNameParam: 'first_name' }} author={me} onClose={() => {}} />
        </QueryClientProvider>
      </LanguageProvider>,
    )
    return screen.getByRole('dialog')
  }

  it('stops after 5,000 of a search that answers 12,000, says so, and compares the first 50 side by side', async () => {
    const requests = serveTwins(() => ({ count: 12_000, next: true }))
    const dialog = renderLookup()
    expect(await within(dialog).findByText('5,000 records with exactly this name among the 5,000 matches read.')).toBeVisible()
    expect(
      within(dialog).getByText(
        'The search for this name answered 12,000 records: the lookup stopped after the first 5,000, so there may be more records with this name.',
      ),
    ).toBeVisible()
    expect(requests.urls()).toHaveLength(5)
    expect(within(dialog).getByText(/Side by side: the first 50 of them\.$/)).toBeVisible()
    expect(within(within(dialog).getByRole('table')).getAllByRole('columnheader')).toHaveLength(TWINS_COMPARED)
    requests.stop()
  })

  it('says in Russian that the service gave fewer than it reported, or kept saying there were more', async () => {
    let requests = serveTwins((offset) => ({ count: 1_000_000_000, next: offset < 1000 }))
    let dialog = renderLookup('ru')
    // Testing Library's matchers see Russian's no-break thousands separator as a space.
    expect(
      await within(dialog).findByText('Сервис сообщил, что совпадений 1 000 000 000, но выдал 2 000; сравнены только они.'),
    ).toBeVisible()
    expect(within(dialog).getByText('Среди прочитанных совпадений (2 000) с точно таким именем: 2 000 записей.')).toBeVisible()
    requests.stop()
    cleanup()

    requests = serveTwins((offset) => ({ count: offset + 2000, next: true }))
    dialog = renderLookup('ru')
    expect(
      await within(dialog).findByText(
        'Сервис сначала сообщил, что совпадений 2 000, но всё время говорил, что есть ещё: проверка остановилась после 4 страниц (столько допускает это число), так что записей с этим именем может быть больше.',
      ),
    ).toBeVisible()
    requests.stop()
  })

  it('says in English that the service gave fewer than it reported', async () => {
    const requests = serveTwins((offset) => ({ count: 1_000_000_000, next: offset < 1000 }))
    const dialog = renderLookup()
    expect(
      await within(dialog).findByText('The service reported 1,000,000,000 matches but gave 2,000; only those were compared.'),
    ).toBeVisible()
    requests.stop()
  })
})
