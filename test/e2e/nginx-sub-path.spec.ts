import type { Page } from '@playwright/test'
import { AUTHORS_LIST_PATH } from '../../src/shared/api/contract'
import { DJANGO_SIZE, expect, SUB_PATH, test, watchSecurityPolicy } from './nginx-fixture'

// The app under a sub-path: a build made with Vite's `base` and the site rendered with the same
// base, the API still at the server's /api/. Everything the page loads stays under the sub-path.

// Both tests share one sub-path build, so they run in one worker, in order.
test.describe.configure({ mode: 'default' })

const bodyRows = (page: Page) => page.getByRole('table', { name: 'Non-active authors' }).locator('tbody tr')
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pagination' })

test(`the app served at ${SUB_PATH}: journeys, requests, headers and the bare path's redirect`, async ({ page, subPath }) => {
  const { origin, url } = subPath.site
  const { violations } = await watchSecurityPolicy(page)
  const requests: URL[] = []
  page.on('request', (request) => requests.push(new URL(request.url())))

  await page.goto(`${url}?limit=10`)
  await expect(bodyRows(page)).toHaveCount(10)
  await expect(pager(page)).toContainText(`1–10 of ${DJANGO_SIZE.toLocaleString('en')}`)
  await pager(page).getByRole('button', { name: 'Next page' }).click()
  await expect(pager(page)).toContainText(/^11–20 of /)
  await expect(page).toHaveURL(`${url}?limit=10&offset=10`)
  await page.goto(`${url}?last_name=${encodeURIComponent('ов')}&limit=10&offset=10`)
  await expect(pager(page)).toContainText(/^11–20 of /)
  await page.goBack()
  await expect(pager(page)).toContainText(`11–20 of ${DJANGO_SIZE.toLocaleString('en')}`)

  expect(requests.length).toBeGreaterThan(5)
  for (const request of requests) {
    expect(request.origin, request.href).toBe(origin)
    expect(request.pathname === AUTHORS_LIST_PATH || request.pathname.startsWith(SUB_PATH), request.href).toBe(true)
  }
  expect(violations).toEqual([])

  const head = async (path: string) => {
    const response = await fetch(`${origin}${path}`, { redirect: 'manual' })
    return { status: response.status, headers: response.headers, body: await response.text() }
  }
  const index = await head(SUB_PATH)
  expect(index.status).toBe(200)
  expect(index.headers.get('cache-control')).toBe('no-cache')
  const script = /src="([^"]+\.js)"/.exec(index.body)?.[1]
  expect(script, 'the page names its bundle under the sub-path').toMatch(new RegExp(`^${SUB_PATH}assets/`))
  expect((await head(script!)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  expect((await head(`${SUB_PATH}deep/link?offset=10`)).body).toBe(index.body)
  expect((await head(`${SUB_PATH}assets/index-0ld0ld00.js`)).status).toBe(404)
  const bare = await head(`${SUB_PATH.slice(0, -1)}?limit=10`)
  expect(bare.status).toBe(301)
  expect(bare.headers.get('location')).toBe(`${SUB_PATH}?limit=10`)
  // Outside the sub-path is not the app.
  expect((await head('/')).body).not.toContain('<div id="root">')
})

test(`the demo API under ${SUB_PATH}: its service worker registers there and answers the list`, async ({ page, subPath }) => {
  const { origin, url } = subPath.demoSite
  const { violations } = await watchSecurityPolicy(page)
  await page.goto(`${url}?limit=25`)
  await expect(page.getByText('Demo data', { exact: true })).toBeVisible()
  await expect(bodyRows(page)).toHaveCount(25)
  await pager(page).getByRole('button', { name: 'Next page' }).click()
  await expect(pager(page)).toContainText(/^26–50 of /)
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration()
    return { scope: registration?.scope, script: registration?.active?.scriptURL }
  })
  expect(worker).toEqual({ scope: url, script: `${origin}${SUB_PATH}mockServiceWorker.js` })
  expect(violations).toEqual([])
})
