import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { test as base, expect, type Page } from '@playwright/test'
import { builtRuntimeConfig, startLocalNginx, type LocalNginx } from '../../.deploy/nginx/start'
import type { Author } from '../../src/shared/api/contract'
import { AUTHORS_LIST_PATH } from '../../src/shared/api/contract'
import { exportDataset, FIXTURE_USERS, startDjango, type DjangoFixture } from '../django-fixture'
import { recordApiRequests, watchConsole } from './app-under-faults'
import { watchSecurityPolicy } from './nginx-fixture'

// The list behind Django's session sign-in (the fixture's CONTRACT_AUTH=session), served as
// `npm run serve -- --sign-in-path /accounts/` serves it: nginx proxies /api/ and /accounts/ to
// Django, so the app and its sign-in share an origin. Beside it, the app on another origin calling
// Django directly, with config.json credentials "include" and without.

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const DIST = join(ROOT, 'dist')
const SIZE = 1200

interface SignInWorld {
  /** Django with CONTRACT_AUTH=session: the API's origin. */
  api: string
  /** nginx → Django at /api/ and /accounts/; config.json signInUrl "/accounts/login/?next={next}". */
  site: LocalNginx
  /** Another origin: config.json apiUrl is Django itself, credentials "include". */
  crossInclude: LocalNginx
  /** The same, credentials left at the default. */
  crossDefault: LocalNginx
}

const test = base.extend<object, { signIn: SignInWorld }>({
  signIn: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use, workerInfo) => {
      // Ports 6–9 of this worker's ten (nginx-fixture.ts takes 0–5).
      const port = Number(process.env.E2E_NGINX_PORT ?? 4340) + workerInfo.parallelIndex * 10 + 6
      const workDir = mkdtempSync(join(tmpdir(), 'sign-in-e2e-'))
      const authorsFile = join(workDir, 'authors.json')
      writeFileSync(authorsFile, exportDataset(1, SIZE))
      const django: DjangoFixture = await startDjango(authorsFile, port, { auth: 'session' })
      const config = builtRuntimeConfig(DIST)
      const [site, crossInclude, crossDefault] = await Promise.all([
        startLocalNginx({
          root: DIST,
          api: django.url,
          port: port + 1,
          signInPath: '/accounts/',
          runtimeConfig: { ...config, apiUrl: '', signInUrl: '/accounts/login/?next={next}' },
        }),
        startLocalNginx({
          root: DIST,
          api: django.url,
          port: port + 2,
          runtimeConfig: { ...config, apiUrl: django.url, credentials: 'include' },
        }),
        startLocalNginx({ root: DIST, api: django.url, port: port + 3, runtimeConfig: { ...config, apiUrl: django.url } }),
      ])
      await use({ api: django.url, site, crossInclude, crossDefault })
      await Promise.all([site.stop(), crossInclude.stop(), crossDefault.stop(), django.stop()])
      rmSync(workDir, { recursive: true, force: true })
    },
    { scope: 'worker', timeout: 120_000 },
  ],
})

const rows = (page: Page) => page.getByRole('table', { name: 'Non-active authors' }).locator('tbody tr')
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pagination' })

/** Django's own login page (the fixture's template), filled in and sent as a person would. */
async function signInThere(page: Page, user: { username: string; password: string }) {
  await expect(page.getByRole('heading', { name: 'Sign in to the Author Directory' })).toBeVisible()
  await page.getByLabel('User name').fill(user.username)
  await page.getByLabel('Password').fill(user.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

test('signed out: the words and the Sign in link; Django’s login page brings the person back to the same place, with rows', async ({
  page,
  signIn,
}) => {
  const { problems } = watchConsole(page)
  const { violations } = await watchSecurityPolicy(page)
  const requests = recordApiRequests(page)
  const place = `${signIn.site.origin}/?last_name=${encodeURIComponent('ов')}&limit=10&offset=10`
  await page.goto(place)
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('You are not signed in')
  await expect(alert.getByRole('button', { name: /retry/i })).toHaveCount(0)
  const link = alert.getByRole('link', { name: 'Sign in' })
  await expect(link).not.toHaveAttribute('target', '_blank')
  // The one request: a signed-out answer is not asked again.
  expect(requests).toHaveLength(1)

  await link.click()
  await expect(page).toHaveURL(new RegExp(`^${signIn.site.origin}/accounts/login/\\?next=`))
  await signInThere(page, FIXTURE_USERS.editor)

  // Back on the app, at the same search and page, with rows.
  await expect(rows(page)).toHaveCount(10)
  const back = new URL(page.url())
  expect(back.origin).toBe(signIn.site.origin)
  expect(Object.fromEntries(back.searchParams)).toEqual({ last_name: 'ов', limit: '10', offset: '10' })
  await expect(pager(page)).toContainText(/^11–20 of /)
  await expect(page.getByRole('searchbox', { name: 'Last name' })).toHaveValue('ов')
  expect(problems).toEqual([])
  // The app's policy held throughout, and the sign-in page's form was allowed to post.
  expect(violations).toEqual([])
})

test('the session ends on the server while an export reads: it stops, keeps its rows, Sign in opens a new tab, Resume reads on to every record once', async ({
  page,
  signIn,
}) => {
  await page.goto(`${signIn.site.origin}/accounts/login/?next=${encodeURIComponent(`${signIn.site.origin}/`)}`)
  await signInThere(page, FIXTURE_USERS.editor)
  await expect(pager(page)).toContainText(`1–50 of ${SIZE.toLocaleString('en')}`)

  // The export's second page: before it reaches the server, every session there ends.
  let ended = false
  await page.route(
    (url) => url.pathname === AUTHORS_LIST_PATH,
    async (route) => {
      const url = new URL(route.request().url())
      if (!ended && url.searchParams.get('limit') === '1000' && url.searchParams.get('offset') === '1000') {
        ended = true
        const answer = await fetch(`${signIn.api}/fixture/end-sessions/`, { method: 'POST' })
        expect(answer.status).toBe(200)
      }
      await route.continue()
    },
  )
  const requests = recordApiRequests(page)
  await page.getByRole('button', { name: 'Export' }).click()
  await page.getByRole('region', { name: 'Export authors' }).getByRole('button', { name: 'All matches as JSON' }).click()

  const stopped = page.getByRole('alert').filter({ hasText: 'Export stopped' })
  await expect(stopped).toContainText('You are not signed in')
  await expect(stopped).toContainText(`1,000 of ${SIZE.toLocaleString('en')}`)
  // The rows on screen stay.
  await expect(rows(page)).toHaveCount(50)
  const link = page.getByRole('link', { name: 'Sign in' })
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', 'noopener')

  const popupOpened = page.context().waitForEvent('page')
  await link.click()
  const popup = await popupOpened
  await signInThere(popup, FIXTURE_USERS.editor)
  // The new tab lands on the app's page the export was started from.
  await expect(rows(popup)).toHaveCount(50)
  await popup.close()

  const before = requests.length
  const downloaded = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Resume' }).click()
  const file = await downloaded
  const written = JSON.parse(readFileSync((await file.path())!, 'utf8')) as Author[]
  expect(written).toHaveLength(SIZE)
  expect(new Set(written.map((author) => author.uid)).size).toBe(SIZE)
  // Resume asked for the page it stopped at, and nothing it had read.
  const resumed = requests.slice(before).filter((url) => url.searchParams.get('limit') === '1000')
  expect(resumed.map((url) => url.searchParams.get('offset'))).toEqual(['1000'])
})

test('a signed-in account without the permission: "not allowed", and no sign-in offered', async ({ page, signIn }) => {
  await page.goto(`${signIn.site.origin}/accounts/login/?next=${encodeURIComponent(`${signIn.site.origin}/?limit=10`)}`)
  await signInThere(page, FIXTURE_USERS.outsider)
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('This account may not read the list (HTTP 403)')
  await expect(alert).toContainText('You do not have permission to perform this action.')
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0)
  await expect(alert).not.toContainText(/sign in/i)
})

test('cross-origin: with credentials "include" the session cookie travels and rows show; with the default it does not, and the app says signed out', async ({
  page,
  signIn,
}) => {
  // Signed in on the API's own origin.
  await page.goto(`${signIn.api}/accounts/login/`)
  await signInThere(page, FIXTURE_USERS.editor)
  await expect(page).toHaveURL(new RegExp(`^${signIn.api}${AUTHORS_LIST_PATH}`))

  await page.goto(`${signIn.crossInclude.origin}/`)
  await expect(rows(page)).toHaveCount(50)
  await expect(pager(page)).toContainText(`1–50 of ${SIZE.toLocaleString('en')}`)

  await page.goto(`${signIn.crossDefault.origin}/`)
  await expect(page.getByRole('alert')).toContainText('You are not signed in')
  await expect(rows(page)).toHaveCount(0)
})
