import type { Page } from '@playwright/test'
import { AUTHORS_LIST_PATH } from '../../src/shared/api/contract'
import { watchConsole } from './app-under-faults'
import { DJANGO_SIZE, expect, test, watchSecurityPolicy } from './nginx-fixture'

// The app as it will be deployed: Debian's nginx with .deploy/nginx in front of a stock Django REST
// framework, config.json `"apiUrl": ""`. Django builds its next/previous links from the Host nginx
// passes on, so they must name nginx's origin; the app must never leave that origin.

const table = (page: Page) => page.getByRole('table', { name: 'Non-active authors' })
const bodyRows = (page: Page) => table(page).locator('tbody tr')
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pagination' })
const total = DJANGO_SIZE.toLocaleString('en')

/** Every request the page makes, and the next/previous links of every list answer. */
function recordTraffic(page: Page) {
  const requests: string[] = []
  const links: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname !== AUTHORS_LIST_PATH || response.status() !== 200) return
    let body: { next: string | null; previous: string | null }
    try {
      body = (await response.json()) as typeof body
    } catch {
      return // the page navigated away before its body could be read; the count below still holds
    }
    for (const link of [body.next, body.previous]) if (link !== null) links.push(link)
  })
  return { requests, links }
}

test('an editor pages, searches, follows a deep link and goes Back, all on the nginx origin', async ({ page, nginx }) => {
  // One long journey (eleven page loads and moves) on a shared, busy machine.
  test.slow()
  const origin = nginx.site.origin
  const { problems } = watchConsole(page)
  const { violations } = await watchSecurityPolicy(page)
  const traffic = recordTraffic(page)

  await page.goto(`${origin}/`)
  await expect(bodyRows(page)).toHaveCount(50)
  await expect(pager(page)).toContainText(`1–50 of ${total}`)
  await expect(page.getByText('Demo data', { exact: true })).toHaveCount(0)

  await pager(page).getByRole('button', { name: 'Next page' }).click()
  await expect(pager(page)).toContainText(`51–100 of ${total}`)
  await expect(page).toHaveURL(/offset=50/)
  await pager(page).getByRole('button', { name: 'Next page' }).click()
  await expect(pager(page)).toContainText(`101–150 of ${total}`)
  await pager(page).getByRole('button', { name: 'Previous page' }).click()
  await expect(pager(page)).toContainText(`51–100 of ${total}`)
  await pager(page).getByRole('button', { name: 'Last page' }).click()
  await expect(pager(page).getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true')
  await expect(pager(page)).toContainText(`1,151–1,200 of ${total}`)

  const box = page.getByRole('searchbox', { name: 'Last name' })
  await box.fill('ова')
  await expect(page).toHaveURL(/last_name=%D0%BE%D0%B2%D0%B0/)
  await expect(page).not.toHaveURL(/offset=/)
  await expect(pager(page)).toContainText(/^1–\d+ of \d+/)
  await expect(pager(page)).not.toContainText(`of ${total}`)
  for (const cell of await bodyRows(page).locator('td:nth-child(2)').allTextContents()) {
    expect(cell.toLowerCase()).toContain('ова')
  }

  // A deep link typed into the address bar: nginx answers the page, the app finds its place.
  await page.goto(`${origin}/?last_name=${encodeURIComponent('ов')}&limit=10&offset=20`)
  await expect(pager(page)).toContainText(/^21–30 of /)
  await expect(box).toHaveValue('ов')
  await expect(bodyRows(page)).toHaveCount(10)
  await pager(page).getByRole('button', { name: 'Next page' }).click()
  await expect(pager(page)).toContainText(/^31–40 of /)
  await page.goBack()
  await expect(pager(page)).toContainText(/^21–30 of /)
  await page.goBack()
  await expect(page).toHaveURL(/last_name=%D0%BE%D0%B2%D0%B0/)
  await expect(box).toHaveValue('ова')
  await page.goForward()
  await page.reload()
  await expect(pager(page)).toContainText(/^21–30 of /)

  // Django's own links name nginx, so a client that follows them stays on this server too.
  expect(traffic.links.length).toBeGreaterThanOrEqual(8)
  for (const link of traffic.links) expect(link.startsWith(`${origin}${AUTHORS_LIST_PATH}?`), link).toBe(true)
  expect(traffic.requests.filter((url) => new URL(url).pathname === AUTHORS_LIST_PATH).length).toBeGreaterThanOrEqual(6)
  for (const url of traffic.requests) expect(new URL(url).origin, url).toBe(origin)
  expect(problems).toEqual([])
  expect(violations).toEqual([])
})

test('the API goes down behind nginx: a clear message, the place kept, and Retry once it is back', async ({ page, nginx }) => {
  // The app's two retries with backoff, then a restart of Django: more than a page load's time.
  test.slow()
  const origin = nginx.site.origin
  const { violations } = await watchSecurityPolicy(page)
  const traffic = recordTraffic(page)
  await page.goto(`${origin}/?limit=25&offset=25`)
  await expect(pager(page)).toContainText(`26–50 of ${total}`)

  await nginx.django.stop()
  try {
    // The last page: not one the app has fetched ahead.
    await pager(page).getByRole('button', { name: 'Last page' }).click()
    // nginx answers 502 while nothing listens behind it; the app retries twice before it says so.
    const alert = page.getByRole('alert')
    await expect(alert.getByRole('heading', { name: 'The server is unavailable (HTTP 502)' })).toBeVisible({ timeout: 20_000 })
    await expect(page).toHaveURL(/limit=25&offset=1175/)
  } finally {
    await nginx.django.start()
  }
  await page.getByRole('alert').getByRole('button', { name: 'Retry' }).click()
  await expect(pager(page)).toContainText(`1,176–1,200 of ${total}`)
  await expect(bodyRows(page)).toHaveCount(25)
  await expect(page.getByRole('alert')).toHaveCount(0)

  for (const url of traffic.requests) expect(new URL(url).origin, url).toBe(origin)
  for (const link of traffic.links) expect(link.startsWith(`${origin}${AUTHORS_LIST_PATH}?`), link).toBe(true)
  expect(violations).toEqual([])
})
