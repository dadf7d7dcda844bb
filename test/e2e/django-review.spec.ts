import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { AUTHORS_LIST_PATH, type Author } from '../../src/shared/api/contract'
import { findInRecords, type ReviewFindings } from '../../src/features/review/review-findings'
import { DIFFERENCE_KINDS } from '../../src/features/review/name-key'
import { en } from '../../src/features/review/messages'
import { reasonWords } from '../../src/features/review/group-reason'
import { formatFor } from '../../src/shared/i18n/format'
import { exportDataset, startDjango, type DjangoFixture } from '../django-fixture'
import { DJANGO_SEED, DJANGO_SIZE } from './nginx-fixture'
import { PATIENT_REQUEST_TIMEOUT_MS, useApi } from './app-under-faults'

// The review against the real Django REST framework server, on the contract test's data: the
// browser reads every record the way a person's review does, and shows the groups the review's
// rules (run here, in Node, on the same records) define.

let django: DjangoFixture | undefined
let workDir: string | undefined
const authors: Author[] = []
let expected: ReviewFindings
test.beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'django-review-'))
  const authorsFile = join(workDir, 'authors.json')
  const data = exportDataset(DJANGO_SEED, DJANGO_SIZE)
  writeFileSync(authorsFile, data)
  django = await startDjango(authorsFile)
  // The records in the service's own order (first name, last name, uid), as the review reads them.
  for (let offset = 0; ; offset += 1000) {
    const body = (await (
      await fetch(`${django.url}${AUTHORS_LIST_PATH}?limit=1000&offset=${offset}`, { headers: { Accept: 'application/json' } })
    ).json()) as {
      results: Author[]
      next: string | null
    }
    authors.push(...body.results)
    if (body.next === null) break
  }
  expected = await findInRecords(authors, { pause: async () => {} })
})
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' })
})
test.afterAll(async () => {
  await django?.stop()
  if (workDir) rmSync(workDir, { recursive: true, force: true })
})

test.beforeEach(async ({ page }) => {
  await page.route(`${django!.url}/**`, async (route) => {
    try {
      const response = await route.fetch()
      await route.fulfill({ response, headers: { ...response.headers(), 'access-control-allow-origin': '*' } })
    } catch (error) {
      if (!/disposed|aborted|closed|Test ended/i.test(String(error))) throw error
    }
  })
  await useApi(page, django!.url, PATIENT_REQUEST_TIMEOUT_MS)
})

const count = (value: number) => value.toLocaleString('en')
const sum = (groups: readonly (readonly number[])[]) => groups.reduce((total, group) => total + group.length, 0)

test('the review of every record on Django shows the twins, possible duplicates and flags the rules define', async ({ page }) => {
  expect(authors).toHaveLength(DJANGO_SIZE)
  // Every kind of possible duplicate the demo dataset holds is among them.
  expect(new Set(expected.duplicates.flatMap((group) => group.differences))).toEqual(
    new Set(DIFFERENCE_KINDS.filter((kind) => kind !== 'unicode-form')),
  )

  await page.goto('/')
  await page.getByRole('button', { name: 'Review all matches' }).click()
  const review = page.getByRole('dialog', { name: 'Review of all matches' })
  await expect(review.getByText(`${count(DJANGO_SIZE)} records read`, { exact: true })).toBeVisible()
  const entry = (name: string) => review.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) })
  await expect(entry('Twins')).toContainText(`${count(expected.twins.length)} groups, ${count(sum(expected.twins))} records`)
  await expect(entry('Possible duplicates')).toContainText(
    `${count(expected.duplicates.length)} groups, ${count(sum(expected.duplicates.map((group) => group.members)))} records`,
  )
  await expect(entry('Empty patronymic (not null)')).toContainText(`${count(expected.flags['empty-patronymic'].length)} records`)

  // Each possible-duplicate group, with its members (by uid) and what differs.
  await review.getByRole('link', { name: 'Possible duplicates' }).click()
  await expect(page).toHaveURL(/review=duplicates/)
  const groups = review.locator('.review-group')
  await expect(groups).toHaveCount(Math.min(20, expected.duplicates.length))
  for (const [at, group] of expected.duplicates.slice(0, 20).entries()) {
    const shown = groups.nth(at)
    await expect(shown.locator('tr[data-record] td:nth-child(5)')).toHaveText(group.members.map((index) => authors[index]!.uid))
    // A same-key group names the key's steps; a near miss says what differs (a slip, initials, swapped names).
    const differs = group.reason
      ? reasonWords(group, en, formatFor('en'))
      : new Intl.ListFormat('en').format(group.differences.map((kind) => en.differences[kind]))
    await expect(shown).toContainText(`Differs in: ${differs}.`)
  }

  // Back returns to the summary, then to the list.
  await page.goBack()
  await expect(review.getByRole('heading', { name: 'Summary' })).toBeVisible()
  await page.goBack()
  await expect(review).toBeHidden()
  await expect(page).not.toHaveURL(/review=/)
})
