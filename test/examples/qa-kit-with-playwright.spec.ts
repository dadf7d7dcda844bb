// A worked example for QA engineers: the HTTP mock API in your own Playwright tests.
// Start it in-process with a scenario, point the app (or any client) at it, switch scenarios.
// From outside Node, the same server is `npm run mock-api -- --scenario rate-limited`.
import { expect, test } from '@playwright/test'
import { startMockApiServer, type MockApiServer } from '../../src/demo-api/http-server'
import { AUTHORS_LIST_PATH, switchMockApiScenario } from '../../src/demo-api/qa-kit'

let api: MockApiServer

test.beforeAll(async () => {
  // Port 0: a free port, so parallel workers never collide. seed + size: your own dataset.
  // control: true opens POST /__demo/scenario, for switching from outside this process.
  api = await startMockApiServer({ port: 0, seed: 42, size: 300, scenario: 'rate-limited', control: true })
})
test.afterAll(() => api.close())

test('the API itself: a scenario as a client sees it', async ({ request }) => {
  const throttled = await request.get(`${api.url}${AUTHORS_LIST_PATH}`)
  expect(throttled.status()).toBe(429)
  expect(throttled.headers()['retry-after']).toBe('30')

  api.setScenario('normal')
  const page = await request.get(`${api.url}${AUTHORS_LIST_PATH}?limit=10`)
  expect(page.status()).toBe(200)
  expect((await page.json()).count).toBe(300)
})

test('the app against it: point the built app at the mock API through config.json', async ({ page }) => {
  api.setScenario('rate-limited')
  await page.route('**/config.json', (route) => route.fulfill({ json: { apiUrl: api.url } }))
  await page.goto('/')
  await expect(page.getByRole('alert')).toContainText('Try again in 30 seconds')

  // The same switch over HTTP, as a script or another process would make it (curl: see README).
  await switchMockApiScenario(api.url, 'normal')
  await page.getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText('1–50 of 300')
})
