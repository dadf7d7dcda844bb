import { expect, test } from '@playwright/test'
import { startMockApiServer, type MockApiServer } from '../../src/demo-api/http-server'
import { switchMockApiScenario } from '../../src/demo-api/scenario-control'
import type { ScenarioName } from '../../src/demo-api/scenarios'
import {
  expectFault,
  expectRecovered,
  FAULTS,
  PATIENT_REQUEST_TIMEOUT_MS,
  PLACE,
  recordApiRequests,
  useApi,
  watchConsole,
} from './app-under-faults'

// The production build pointed cross-origin at the HTTP mock API through config.json, one mock
// server per test (on a free port), so tests run in parallel without sharing a scenario.
let api: MockApiServer | undefined
test.afterEach(async () => {
  await api?.close()
  api = undefined
})

async function startApi(scenario: ScenarioName, port = 0): Promise<MockApiServer> {
  api = await startMockApiServer({ port, scenario, control: true })
  return api
}

test('core journey across origins: load, page, search, with links that name the mock host', async ({ page }) => {
  const { problems } = watchConsole(page)
  const server = await startApi('normal')
  await useApi(page, server.url, PATIENT_REQUEST_TIMEOUT_MS)
  const requests = recordApiRequests(page)
  await page.goto('/')
  await expect(page.getByText('Demo data', { exact: true })).toHaveCount(0)
  const pager = page.getByRole('navigation', { name: 'Pagination' })
  await expect(pager).toContainText(/^1–50 of 1,200/)
  await pager.getByRole('button', { name: 'Next page' }).click()
  await expect(pager).toContainText(/^51–100 of /)
  await page.getByRole('searchbox', { name: 'Last name' }).fill('ова')
  await expect(page).toHaveURL(/last_name=%D0%BE%D0%B2%D0%B0/)
  await expect(pager).toContainText(/^1–50 of /)
  expect(requests.every((url) => url.origin === server.url)).toBe(true)
  expect(problems).toEqual([])
})

for (const fault of FAULTS) {
  test(`across origins, ${fault.title}: a clear message, then recovery through Retry`, async ({ page }) => {
    const { problems } = watchConsole(page)
    const server = await startApi(fault.scenario)
    await useApi(page, server.url)
    await page.goto(PLACE)
    await expectFault(page, fault)
    await switchMockApiScenario(server.url, 'normal')
    await expectRecovered(page)
    expect(problems).toEqual([])
  })
}

test('connection refused, then recovery through Retry once the server is back', async ({ page }) => {
  const { problems } = watchConsole(page)
  const first = await startApi('normal')
  const port = Number(new URL(first.url).port)
  await first.close()
  await useApi(page, first.url, PATIENT_REQUEST_TIMEOUT_MS)
  await page.goto(PLACE)
  const alert = page.getByRole('alert')
  await expect(alert.getByRole('heading', { name: 'Cannot reach the server' })).toBeVisible()
  await expect(alert).toContainText(`Cannot reach the server at 127.0.0.1:${port}`)
  await startApi('normal', port)
  await expectRecovered(page)
  expect(problems).toEqual([])
})

test('next and previous links naming another host over http never send the browser there', async ({ page }) => {
  const server = await startApi('foreign-links')
  await useApi(page, server.url, PATIENT_REQUEST_TIMEOUT_MS)
  const requests = recordApiRequests(page)
  await page.goto('/?offset=50')
  const pager = page.getByRole('navigation', { name: 'Pagination' })
  await expect(pager).toContainText(/^51–100 of /)
  await pager.getByRole('button', { name: 'Next page' }).click()
  await expect(pager).toContainText(/^101–150 of /)
  await pager.getByRole('button', { name: 'Previous page' }).click()
  await expect(pager).toContainText(/^51–100 of /)
  expect(requests.length).toBeGreaterThan(0)
  expect(requests.every((url) => url.origin === server.url)).toBe(true)
})

test('records added while paging: the person is told the list changed', async ({ page }) => {
  const server = await startApi('drifting-count')
  await useApi(page, server.url, PATIENT_REQUEST_TIMEOUT_MS)
  await page.goto('/')
  const pager = page.getByRole('navigation', { name: 'Pagination' })
  const range = pager.locator('.pager-range')
  const total = async (first: number) => {
    await expect(range).toHaveText(new RegExp(`^${first}–${first + 49} of [\\d,]+`))
    return Number((await range.textContent())!.replace(/^.* of /, '').replace(/,/g, ''))
  }
  const before = await total(1)
  await pager.getByRole('button', { name: 'Next page' }).click()
  const after = await total(51)
  // Each request adds three authors: how many requests came between the two pages (a prefetch,
  // a retry on a busy machine) is not the behaviour; telling the difference the person saw is.
  expect(after).toBeGreaterThan(before)
  await expect(
    page.getByText(`The list changed while you were paging: ${after - before} authors added`, { exact: false }).first(),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Reload the list' }).click()
  await expect(pager).toContainText(/^51–100 of /)
})
