import { expect, test } from '@playwright/test'
import { DEMO_SEARCH } from '../../src/demo-api/list-engine'
import { demoDataset, serializeDataset } from '../../src/demo-api/recorded-dataset'

// The built app on the demo API, serving a recording of a live directory that config.json names
// (npm run api-check -- --record): its authors in its order, with its search semantics.
const recording = demoDataset(
  [
    { uid: 'r-1', first_name: 'Zoe', last_name: 'Recorded', parent_name: null, public_name: 'Recorded Z.' },
    { uid: 'r-2', first_name: 'Adam', last_name: 'Livesey', parent_name: '', public_name: 'Livesey A.' },
    { uid: 'r-3', first_name: 'Mia', last_name: 'Recordova', parent_name: null, public_name: 'Recordova M.' },
  ],
  { search: { ...DEMO_SEARCH, match: 'prefix' } },
)

test('config.json’s demoDataset puts a recording behind the demo API', async ({ page }) => {
  await page.route('**/config.json', (route) => route.fulfill({ json: { apiUrl: null, demoDataset: 'recordings/live.json' } }))
  await page.route('**/recordings/live.json', (route) =>
    route.fulfill({ contentType: 'application/json', body: serializeDataset(recording) }),
  )
  await page.goto('/')

  const table = page.getByRole('table', { name: 'Non-active authors' })
  await expect(page.getByRole('status')).toHaveText('Showing 1–3 of 3')
  // The recording's own order, not the demo's (first name first).
  await expect(table.locator('tbody tr').first()).toContainText('Recorded')
  await expect(table.locator('tbody tr').nth(1)).toContainText('Livesey')

  // Its search semantics: a prefix search finds "Record…" by its start, not "ecord" inside it.
  await page.getByRole('searchbox', { name: 'Last name' }).fill('Record')
  await expect(page.getByRole('status')).toHaveText('Showing 1–2 of 2')
  await page.getByRole('searchbox', { name: 'Last name' }).fill('ecord')
  await expect(page.getByRole('heading', { name: 'No authors found' })).toBeVisible()
})

test('a demoDataset that is not there stops the app with the reason', async ({ page }) => {
  await page.route('**/config.json', (route) => route.fulfill({ json: { apiUrl: null, demoDataset: 'gone.json' } }))
  await page.route('**/gone.json', (route) => route.fulfill({ status: 404, body: 'Not found' }))
  await page.goto('/')
  await expect(page.getByRole('alert')).toContainText('The demo dataset "gone.json" named in config.json could not be loaded (HTTP 404).')
})
