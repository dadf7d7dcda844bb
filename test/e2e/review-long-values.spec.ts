import { expect, test } from '@playwright/test'
import { demoDataset, serializeDataset } from '../../src/demo-api/recorded-dataset'

// The built app on the demo API serving two records whose 40,000-character first names differ only
// in case (their review group's diff marks every letter), as `npm run bench:review -- --long` does.
const LENGTH = 40_000
const name = 'Aa'.repeat(LENGTH / 2)
const dataset = demoDataset([
  { uid: 'long-1', first_name: name, last_name: 'Long', parent_name: null, public_name: 'Long A.' },
  { uid: 'long-2', first_name: name.toUpperCase(), last_name: 'Long', parent_name: null, public_name: 'Long A.' },
  { uid: 'short-1', first_name: 'Anna', last_name: 'Short', parent_name: null, public_name: 'Short A.' },
])

test('a 40,000-character pair: each value whole on one line, only its chunks near the view laid out, marked, and the keyboard where it was', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.route('**/config.json', (route) => route.fulfill({ json: { apiUrl: null, demoDataset: 'recordings/long.json' } }))
  await page.route('**/recordings/long.json', (route) =>
    route.fulfill({ contentType: 'application/json', body: serializeDataset(dataset) }),
  )
  await page.goto('/')
  await expect(page.getByRole('status')).toHaveText('Showing 1–3 of 3')
  await page.getByRole('button', { name: 'Review all matches' }).click()
  const review = page.getByRole('dialog', { name: 'Review of all matches' })
  await review.getByRole('link', { name: 'Possible duplicates' }).click()
  const group = review.getByRole('group', { name: /^Group 1 \(/ })
  await expect(group).toBeVisible()
  const records = review.locator('.review-page [data-record]')
  await expect(records.first()).toBeFocused()

  const box = records.first().locator('.long-value')
  // The list's first frame draws the value's head; the whole value follows that frame's paint.
  await expect(box).toHaveText(new RegExp(`^(?:(?:Aa){${LENGTH / 2}}|(?:AA){${LENGTH / 2}})$`))
  const seen = await box.evaluate((element) => {
    const chunks = [...element.querySelectorAll<HTMLElement>('.text-chunk')]
    const style = getComputedStyle(chunks[0]!)
    const marks = [...element.querySelectorAll<HTMLElement>('mark.char-diff')]
    return {
      text: element.textContent,
      chunks: chunks.length,
      // Each chunk is skipped while it is far from the view (content-visibility: auto).
      contentVisibility: style.contentVisibility,
      display: style.display,
      // Each mark is inside a chunk (skipped with it), and draws the difference's underline there.
      marked: marks.length > 0 && marks.every((mark) => mark.parentElement?.classList.contains('text-chunk')),
      underline: marks[0] && getComputedStyle(marks[0]).textDecorationLine,
      oneLine: chunks.every((chunk) => Math.abs(chunk.offsetTop - chunks[0]!.offsetTop) <= 1),
    }
  })
  expect(seen).toEqual({
    text: expect.stringMatching(/^(Aa)+$|^(AA)+$/),
    chunks: expect.any(Number),
    contentVisibility: 'auto',
    display: 'inline-block',
    marked: true,
    underline: 'underline',
    oneLine: true,
  })
  expect(seen.text).toHaveLength(LENGTH)
  expect(seen.chunks).toBeGreaterThan(100)
  // The box scrolls to the value's end: the last chunk comes into view.
  const end = await box.evaluate(async (element) => {
    element.scrollLeft = element.scrollWidth
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
    const last = element.querySelector('.text-chunk:last-child')!.getBoundingClientRect()
    const view = element.getBoundingClientRect()
    return { inView: last.right > view.left && last.left < view.right, lastWidth: last.width }
  })
  expect(end.inView).toBe(true)
  expect(end.lastWidth).toBeGreaterThan(0)

  // Details over the list, and Escape gives the focus back to the record it was opened from.
  await page.keyboard.press('Enter')
  const details = page.getByRole('dialog').filter({ hasNot: page.getByRole('heading', { name: 'Review of all matches' }) })
  await expect(details).toBeVisible()
  await expect(details).toBeFocused()
  // Its value whole (after the dialog's first frame, which draws its head), on one line in chunks, and nothing in it to look at.
  const value = details.locator('.details-value[data-field="first_name"]')
  await expect(value).toHaveText(new RegExp(`^(?:(?:Aa){${LENGTH / 2}}|(?:AA){${LENGTH / 2}})$`))
  expect(await value.locator('.text-chunk').count()).toBeGreaterThan(100)
  await expect(details.getByRole('table', { name: 'Characters to look at: First name' })).toContainText(
    'Only plain letters, digits and single inner spaces.',
  )
  await page.keyboard.press('Escape')
  await expect(details).toHaveCount(0)
  await expect(records.first()).toBeFocused()
})
