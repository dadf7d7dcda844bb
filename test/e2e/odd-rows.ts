import type { Page } from '@playwright/test'
import type { Author, AuthorsPageBody } from '../../src/shared/api/contract'

/**
 * A page of records as a live directory holds them at their oddest, for the layout sweeps: a record
 * with every flag the list marks (and a twin, so its twin mark too), long and hyphenated names in
 * both scripts, the longest first names and patronymics, empty and null values, a name of one
 * long word. Served by a cross-origin API of the test's own (`serveOddRows`).
 */
const uid = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`

const EVERY_FLAG: Omit<Author, 'uid'> = {
  // Latin o among Cyrillic, an initial after the last name, a stray space at the end, two periods.
  last_name: 'Бык\u006fв И..',
  // A no-break space and a zero-width space inside, a doubled space, a tab.
  first_name: 'Вла\u00a0ди\u200bмир  Иван\tович',
  parent_name: '',
  public_name: 'Другой А. А. ',
}

const NAMES: Array<Omit<Author, 'uid'>> = [
  EVERY_FLAG,
  EVERY_FLAG,
  {
    last_name: 'Wolfeschlegelsteinhausenbergerdorff',
    first_name: 'Hubert',
    parent_name: null,
    public_name: 'Wolfeschlegelsteinhausenbergerdorff H.',
  },
  {
    last_name: 'Преображенская-Христорождественская',
    first_name: 'Александра',
    parent_name: 'Константиновна',
    public_name: 'Преображенская-Христорождественская А. К.',
  },
  { last_name: 'Fontaine-Delacroix', first_name: 'Jean-Baptiste', parent_name: null, public_name: 'Fontaine-Delacroix J.-B.' },
  { last_name: 'Достоевский', first_name: 'Ксенофонт', parent_name: 'Вячеславович', public_name: 'Достоевский К. В.' },
  { last_name: 'Зайцев-Погребицкий', first_name: 'Феофилактия', parent_name: 'Святославовна', public_name: 'Зайцев-Погребицкий Ф. С.' },
  { last_name: 'van der Berg', first_name: 'Maximilian', parent_name: null, public_name: 'van der Berg M.' },
  { last_name: 'Цой', first_name: 'Ли', parent_name: 'Ен', public_name: 'Цой Л. Е.' },
  { last_name: 'O’Sullivan-Montgomery', first_name: 'Christopher', parent_name: null, public_name: 'O’Sullivan-Montgomery C.' },
  { last_name: '', first_name: '', parent_name: null, public_name: '' },
  { last_name: 'Ivanova', first_name: 'Anastasia', parent_name: 'Konstantinovna', public_name: 'Ivanova A. K.' },
]

export const ODD_ROWS: Author[] = Array.from({ length: 40 }, (_, index) => ({ uid: uid(index), ...NAMES[index % NAMES.length]! }))

export const ODD_API = 'http://odd-rows.test'

/** Points the app at an API that serves ODD_ROWS as one page, whatever is asked. */
export async function serveOddRows(page: Page): Promise<void> {
  await page.route('**/config.json', (route) =>
    route.fulfill({ json: { apiUrl: ODD_API, firstNameParam: 'first_name', requestTimeoutMs: 120_000 } }),
  )
  const body: AuthorsPageBody = { count: ODD_ROWS.length, next: null, previous: null, results: ODD_ROWS }
  await page.route(`${ODD_API}/**`, (route) =>
    route.fulfill({ json: body, headers: { 'access-control-allow-origin': '*', 'content-type': 'application/json' } }),
  )
}
