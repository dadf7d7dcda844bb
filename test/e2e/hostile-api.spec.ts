import { expect, test, type Page } from '@playwright/test'
import { startMockApiServer } from '../../src/demo-api/http-server'
import { SCENARIO_CONTROL_PATH } from '../../src/demo-api/scenario-control'
import { PATIENT_REQUEST_TIMEOUT_MS, recordApiRequests, useApi } from './app-under-faults'
import { cutMidway, hang, normal, redirectTo, startHostileApi, status, type HostileApi } from './hostile-api'

// Issue 10 over real HTTP: the production build, pointed cross-origin (config.json) at an API
// that answers badly on purpose. One hostile server (or two) per test, on free ports.
const servers: HostileApi[] = []
const start = async (...args: Parameters<typeof startHostileApi>) => {
  const server = await startHostileApi(...args)
  servers.push(server)
  return server
}
test.afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

const pager = (page: Page) => page.getByRole('navigation', { name: 'Pagination' })
const range = (page: Page) => pager(page).locator('.pager-range')
const uidCells = (page: Page) => page.getByRole('table', { name: 'Non-active authors' }).locator('tbody tr td.col-uid')
const alert = (page: Page) => page.getByRole('alert')

test('repeated uids within and across pages: always exactly the rows of the answer, in order, and the repeat is flagged', async ({
  page,
}) => {
  // Page n holds u(5n)…u(5n+9): neighbouring pages share five uids, and every page repeats its first.
  const api = await start(({ url, serve }) =>
    serve((body) => {
      const offset = Number(url.searchParams.get('offset') ?? 0)
      const results = (body.results as Array<{ uid: string }>).map((author, index) => ({ ...author, uid: `u${offset / 2 + index}` }))
      if (results.length > 1) results[results.length - 1]!.uid = results[0]!.uid
      return { ...body, results }
    }),
  )
  await useApi(page, api.origin, PATIENT_REQUEST_TIMEOUT_MS)
  await page.goto('/?limit=10')
  const expected = (offset: number) => [...Array.from({ length: 9 }, (_, index) => `u${offset / 2 + index}`), `u${offset / 2}`]
  await expect(range(page)).toHaveText('1–10 of 60')
  for (let round = 0; round < 3; round++) {
    await pager(page).getByRole('button', { name: 'Next page' }).click()
    await expect(range(page)).toHaveText('11–20 of 60')
    await expect(uidCells(page)).toHaveText(expected(10))
    const problem = page.getByRole('region', { name: /Data problem: this page repeats a uid/ })
    await expect(problem).toContainText('u5 on rows 11 and 20')
    await pager(page).getByRole('button', { name: 'Previous page' }).click()
    await expect(range(page)).toHaveText('1–10 of 60')
    await expect(uidCells(page)).toHaveText(expected(0))
  }
})

for (const code of [301, 302, 307]) {
  test(`a ${code} to another origin is refused, nothing is asked of it, and the person is told`, async ({ page }) => {
    const elsewhere = await start(normal)
    const api = await start(redirectTo(code, (url) => `${elsewhere.origin}${url.pathname}${url.search}`))
    await useApi(page, api.origin, PATIENT_REQUEST_TIMEOUT_MS)
    await page.goto('/?limit=10')
    await expect(alert(page).getByRole('heading', { name: 'The server sent the app elsewhere' })).toBeVisible()
    await expect(alert(page)).toContainText(`The server at ${new URL(api.origin).host} redirected the request`)
    await expect(page.getByRole('table', { name: 'Non-active authors' })).toHaveCount(0)
    expect(elsewhere.hits).toEqual([])
    await expect(alert(page).getByRole('button', { name: 'Retry' })).toBeVisible()
  })
}

test('a redirect within the API origin (a moved path) is followed', async ({ page }) => {
  const api = await start(({ url, response, serve }) => {
    if (url.pathname.startsWith('/v2/')) return serve()
    response.writeHead(301, { 'Access-Control-Allow-Origin': '*', Location: `/v2${url.pathname}${url.search}` }).end()
  })
  await useApi(page, api.origin, PATIENT_REQUEST_TIMEOUT_MS)
  await page.goto('/?limit=10')
  await expect(range(page)).toHaveText('1–10 of 60')
  expect(api.hits.some((hit) => hit.startsWith('/v2/'))).toBe(true)
})

const HOSTILE_LINKS = [
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '/api/author/non-active/list/?limit=10',
  '/api/author/non-active/list/?limit=10&offset=-30',
  '/api/author/non-active/list/?limit=10&offset=NaN',
  '/api/author/non-active/list/?limit=10&offset=1e20',
  'http://evil.example/api/author/non-active/list/?limit=10&offset=20',
  '/api/author/non-active/list/?limit=1000&offset=1000',
]

test('next and previous links the app cannot use: no dead button, no jump back, no request elsewhere, page size kept', async ({ page }) => {
  const api = await start(normal)
  await useApi(page, api.origin, PATIENT_REQUEST_TIMEOUT_MS)
  const requests = recordApiRequests(page)
  for (const link of HOSTILE_LINKS) {
    api.behave(({ serve }) => serve((body) => ({ ...body, next: link, previous: link })))
    await page.goto('/?limit=10&offset=10')
    await expect(range(page), link).toHaveText('11–20 of 60')
    await pager(page).getByRole('button', { name: 'Next page' }).click()
    await expect(range(page), link).toHaveText('21–30 of 60')
    // The address as a person would read it: waited for, as every check of what is shown is.
    await expect.poll(() => new URL(page.url()).searchParams.get('offset'), { message: link }).toBe('20')
    await pager(page).getByRole('button', { name: 'Previous page' }).click()
    await expect(range(page), link).toHaveText('11–20 of 60')
    await pager(page).getByRole('button', { name: 'Previous page' }).click()
    await expect(range(page), link).toHaveText('1–10 of 60')
    await expect(pager(page).getByRole('button', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true')
  }
  expect(requests.length).toBeGreaterThan(0)
  for (const url of requests) {
    expect(url.origin).toBe(api.origin)
    expect(url.searchParams.get('limit')).toBe('10')
  }
})

test('a body cut mid-way is a dropped connection, retried visibly, then Retry recovers', async ({ page }) => {
  const api = await start(cutMidway)
  await useApi(page, api.origin, PATIENT_REQUEST_TIMEOUT_MS)
  // The notice of the second attempt shows only while the retry waits, which a loaded machine can
  // pass between two looks; the page notes each text it is given, so none is missed.
  await page.addInitScript(() => {
    const notes: string[] = []
    ;(window as unknown as { seenTexts: string[] }).seenTexts = notes
    new MutationObserver(() => {
      const text = document.body?.textContent ?? ''
      if (/The connection dropped\. Trying again automatically \(attempt 2\)…/.test(text) && notes.length === 0) notes.push(text)
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
  await page.goto('/?limit=10')
  await expect.poll(() => page.evaluate(() => (window as unknown as { seenTexts: string[] }).seenTexts.length)).toBe(1)
  await expect(alert(page).getByRole('heading', { name: 'The connection dropped' })).toBeVisible()
  await expect(alert(page)).not.toContainText('expected shape')
  expect(api.hits.length).toBe(3)
  api.behave(normal)
  await alert(page).getByRole('button', { name: 'Retry' }).click()
  await expect(range(page)).toHaveText('1–10 of 60')
})

test('an absurd Retry-After is not read out; an HTTP date is', async ({ page }) => {
  const api = await start(status(429, { 'Retry-After': '99999999' }))
  await useApi(page, api.origin, PATIENT_REQUEST_TIMEOUT_MS)
  await page.goto('/')
  await expect(alert(page)).toContainText('Wait a little before trying again.')
  await expect(alert(page)).not.toContainText('99999999')
  api.behave(status(429, { 'Retry-After': new Date(Date.now() + 5 * 60_000).toUTCString() }))
  await alert(page).getByRole('button', { name: 'Retry' }).click()
  await expect(alert(page)).toContainText(/Try again in about [45] minutes\./)
})

test('a hanging server: "not answering" after the configured timeout, after one request, not three', async ({ page }) => {
  const api = await start(hang)
  await useApi(page, api.origin)
  await page.goto('/?limit=10')
  await expect(alert(page).getByRole('heading', { name: 'The server is not answering' })).toBeVisible()
  await expect(alert(page)).toContainText('did not answer within 1.5 seconds')
  expect(api.hits).toHaveLength(1)
})

test('a failing background refetch keeps the rows, marked possibly out of date, with Retry', async ({ page }) => {
  await page.clock.install()
  const api = await start(normal)
  await useApi(page, api.origin, PATIENT_REQUEST_TIMEOUT_MS)
  await page.goto('/?limit=10')
  await expect(range(page)).toHaveText('1–10 of 60')
  const before = await uidCells(page).allTextContents()

  api.behave(status(503))
  // Past the 30 s for which a page counts as fresh, then the tab is shown again.
  await page.clock.fastForward(31_000)
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })))
  const notice = page.getByRole('region', { name: /These rows are possibly out of date/ })
  await expect(notice).toContainText('The server is unavailable (HTTP 503)')
  await expect(uidCells(page)).toHaveText(before)
  await expect(alert(page)).toHaveCount(0)

  api.behave(normal)
  await notice.getByRole('button', { name: 'Retry' }).click()
  await expect(notice).toHaveCount(0)
  await expect(uidCells(page)).toHaveText(before)
})

test('an apiUrl with credentials is refused at start-up, without repeating them or calling the API', async ({ page }) => {
  const api = await start(normal)
  const { host } = new URL(api.origin)
  await page.route('**/config.json', (route) => route.fulfill({ json: { apiUrl: `http://editor:s3cret@${host}` } }))
  await page.goto('/')
  await expect(page.getByRole('alert')).toContainText('must not contain a user name or password')
  await expect(page.getByRole('alert')).not.toContainText('s3cret')
  expect(api.hits).toEqual([])
})

test('a web page on another origin cannot switch the mock API scenario', async ({ page }) => {
  const mock = await startMockApiServer({ port: 0, control: true })
  try {
    await page.goto('/')
    const control = `${mock.url}${SCENARIO_CONTROL_PATH}`
    const outcome = await page.evaluate(async (url) => {
      const results: string[] = []
      try {
        await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"name":"server-error"}' })
        results.push('json: sent')
      } catch {
        results.push('json: refused')
      }
      const simple = await fetch(`${url}?name=server-error`, { method: 'POST', mode: 'no-cors' })
      results.push(`simple: ${simple.type}`)
      return results
    }, control)
    expect(outcome).toEqual(['json: refused', 'simple: opaque'])
    const state = (await (await fetch(control)).json()) as { scenario: string }
    expect(state.scenario).toBe('normal')
  } finally {
    await mock.close()
  }
})
