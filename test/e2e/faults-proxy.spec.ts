import { expect, test } from '@playwright/test'
import { switchMockApiScenario } from '../../src/demo-api/scenario-control'
import type { ScenarioName } from '../../src/demo-api/scenarios'
import { expectFault, expectRecovered, FAULTS, PLACE, recordApiRequests, TEST_REQUEST_TIMEOUT_MS, watchConsole } from './app-under-faults'
import { E2E_MOCK_PORT, E2E_PROXY_PORT } from './ports'

// The production build served with API_URL: the preview server proxies /api to the HTTP mock
// API (started by serve.ts), so the app calls its own origin. One shared mock server, whose
// scenario each test sets, so these tests run one at a time.
test.describe.configure({ mode: 'serial' })
test.use({ baseURL: `http://127.0.0.1:${E2E_PROXY_PORT}` })

const mockApi = `http://127.0.0.1:${E2E_MOCK_PORT}`
const setScenario = async (name: ScenarioName) => {
  await switchMockApiScenario(mockApi, name)
}

test.beforeEach(async ({ page }) => {
  await setScenario('normal')
  // Same origin, as the preview's own config.json says, with a shorter timeout for the hang.
  await page.route('**/config.json', (route) =>
    route.fulfill({ json: { apiUrl: '', firstNameParam: 'first_name', requestTimeoutMs: TEST_REQUEST_TIMEOUT_MS } }),
  )
})
test.afterAll(async () => setScenario('normal'))

test("core journey through the proxy: load, page, search, all on the app's own origin", async ({ page }) => {
  const { problems } = watchConsole(page)
  const requests = recordApiRequests(page)
  await page.goto('/')
  const pager = page.getByRole('navigation', { name: 'Pagination' })
  await expect(pager).toContainText(/^1–50 of 1,200/)
  await pager.getByRole('button', { name: 'Last page' }).click()
  await expect(pager.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true')
  await page.getByRole('searchbox', { name: 'Last name' }).fill('ова')
  await expect(pager).toContainText(/^1–50 of /)
  expect(requests.every((url) => url.origin === `http://127.0.0.1:${E2E_PROXY_PORT}`)).toBe(true)
  expect(problems).toEqual([])
})

for (const fault of FAULTS) {
  test(`through the proxy, ${fault.title}: a clear message, then recovery through Retry`, async ({ page }) => {
    const { problems } = watchConsole(page)
    await setScenario(fault.scenario)
    await page.goto(PLACE)
    await expectFault(page, fault)
    await setScenario('normal')
    await expectRecovered(page)
    expect(problems).toEqual([])
  })
}
