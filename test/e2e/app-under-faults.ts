import { expect, type Page } from '@playwright/test'
import { AUTHORS_LIST_PATH } from '../../src/shared/api/contract'
import type { ScenarioName } from '../../src/demo-api/scenarios'

/** A request timeout short enough that a hanging server is reported within a test's time. */
export const TEST_REQUEST_TIMEOUT_MS = 1500

/** Points the production build at an API: the same build, another config.json. */
export async function useApi(page: Page, apiUrl: string, requestTimeoutMs = TEST_REQUEST_TIMEOUT_MS): Promise<void> {
  await page.route('**/config.json', (route) => route.fulfill({ json: { apiUrl, firstNameParam: 'first_name', requestTimeoutMs } }))
}

/**
 * For tests where the timeout is not the behaviour: long enough that a busy machine, not the
 * server, is never what runs it out.
 */
export const PATIENT_REQUEST_TIMEOUT_MS = 120_000

/**
 * Errors a person would never see are still failures: uncaught exceptions and console errors.
 * The browser's own line for a failed request ("Failed to load resource: … 500") is the one
 * console error a fault is expected to cause, so only that is let through.
 */
export function watchConsole(page: Page): { problems: string[] } {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error' && !/^Failed to load resource/.test(message.text())) problems.push(message.text())
  })
  return { problems }
}

export function recordApiRequests(page: Page): URL[] {
  const requests: URL[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === AUTHORS_LIST_PATH) requests.push(url)
  })
  return requests
}

export interface FaultCase {
  title: string
  scenario: ScenarioName
  heading: string
  message: RegExp
}

/** The faults of issue 3, each reproducible by a named scenario of the mock API. */
export const FAULTS: FaultCase[] = [
  {
    title: "a server error with Django's HTML page",
    scenario: 'server-error',
    heading: 'Server error (HTTP 500)',
    message: /failed to answer this request/,
  },
  { title: 'a 502 from a proxy', scenario: 'bad-gateway', heading: 'The server is unavailable (HTTP 502)', message: /proxy/ },
  { title: '429 with Retry-After', scenario: 'rate-limited', heading: 'Too many requests', message: /Try again in 30 seconds/ },
  {
    title: 'a request that hangs',
    scenario: 'hanging',
    heading: 'The server is not answering',
    message: /did not answer within 1\.5 seconds/,
  },
  {
    title: 'a body that is not JSON',
    scenario: 'malformed',
    heading: 'The server sent an answer the app cannot read',
    message: /not JSON/,
  },
  {
    title: 'JSON without results',
    scenario: 'wrong-shape',
    heading: 'The server sent an answer the app cannot read',
    message: /"results" is missing/,
  },
  {
    title: 'a count that is a string',
    scenario: 'count-as-text',
    heading: 'The server sent an answer the app cannot read',
    message: /"count" is text/,
  },
  {
    title: 'an author missing a field',
    scenario: 'author-missing-field',
    heading: 'The server sent an answer the app cannot read',
    message: /public_name is missing/,
  },
]

/** The URL a person is on when the fault hits: a search, a page size and an offset. */
export const PLACE = `/?last_name=${encodeURIComponent('ов')}&limit=25&offset=25`

export async function expectPlaceKept(page: Page): Promise<void> {
  const params = new URL(page.url()).searchParams
  expect(params.get('last_name')).toBe('ов')
  expect(params.get('limit')).toBe('25')
  expect(params.get('offset')).toBe('25')
}

export async function expectFault(page: Page, fault: FaultCase): Promise<void> {
  // Automatic retries (5xx) run before the error shows; the expect timeout covers them.
  const alert = page.getByRole('alert')
  await expect(alert.getByRole('heading', { name: fault.heading })).toBeVisible()
  await expect(alert).toContainText(fault.message)
  await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible()
  await expect(page.getByRole('searchbox', { name: 'Last name' })).toHaveValue('ов')
  await expectPlaceKept(page)
}

export async function expectRecovered(page: Page): Promise<void> {
  await page.getByRole('alert').getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByRole('table', { name: 'Non-active authors' }).locator('tbody tr')).toHaveCount(25)
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText(/^26–50 of /)
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expectPlaceKept(page)
}
