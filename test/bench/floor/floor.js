// The floor: the plainest page that does the list's job with no framework. It fetches the page
// it is asked for and writes the rows into a <table> as text, with the app's five columns and the
// same texts for null and empty values. Like the app, it fetches the next page while the person
// reads this one, so Next compares like with like; nothing else is anticipated. `npm run bench`
// serves it beside the app, against the same API, and divides each of the app's figures by this
// page's.
'use strict'

const LIST_PATH = '/api/author/non-active/list/'
const SEARCH_DEBOUNCE_MS = 300
const COLUMNS = ['public_name', 'last_name', 'first_name', 'parent_name', 'uid']

const params = new URLSearchParams(location.search)
const place = {
  lastName: params.get('last_name') ?? '',
  limit: Number(params.get('limit')) || 50,
  offset: Number(params.get('offset')) || 0,
}
let page
let controller
/** The next page, asked for as soon as this one is shown: { url, body }. */
let prefetched

const table = document.querySelector('table')
const body = table.tBodies[0]
const range = document.querySelector('.pager-range')
const [previousButton, nextButton] = document.querySelectorAll('nav button')
const limitSelect = document.querySelector('nav select')
const searchBox = document.querySelector('input[type="search"]')
limitSelect.value = String(place.limit)
searchBox.value = place.lastName

function listUrl({ lastName, limit, offset }) {
  const url = new URL(LIST_PATH, location.origin)
  if (lastName.trim()) url.searchParams.set('last_name', lastName.trim())
  url.searchParams.set('limit', String(limit))
  if (offset > 0) url.searchParams.set('offset', String(offset))
  return url.href
}

/** The rows as text; the rows floor (../rows-floor/) sets its own writer before it imports this script. */
function plainRows(authors, offset) {
  const rows = document.createDocumentFragment()
  authors.forEach((author, index) => {
    const row = document.createElement('tr')
    row.setAttribute('aria-rowindex', String(offset + index + 2))
    for (const key of COLUMNS) {
      const cell = row.insertCell()
      cell.className = `col-${key}`
      const value = author[key]
      cell.textContent = value === null ? 'null' : value === '' ? 'empty' : value
    }
    rows.append(row)
  })
  return rows
}
const writeRows = window.floorRows ?? plainRows

const getPage = (url, signal) => fetch(url, { headers: { Accept: 'application/json' }, signal }).then((response) => response.json())

async function show() {
  controller?.abort()
  controller = new AbortController()
  const mine = controller
  const url = listUrl(place)
  table.dataset.state = 'updating'
  try {
    const body = await (prefetched?.url === url ? prefetched.body : getPage(url, controller.signal))
    if (controller !== mine) return
    page = body
  } catch (error) {
    if (error.name !== 'AbortError') range.textContent = `Could not load the list: ${error.message}`
    return
  }
  body.replaceChildren(writeRows(page.results, place.offset, place))
  table.setAttribute('aria-rowcount', String(page.count + 1))
  table.setAttribute('aria-busy', 'false')
  table.dataset.state = 'ready'
  range.textContent = page.results.length
    ? `${place.offset + 1}–${place.offset + page.results.length} of ${page.count}`
    : 'No authors found'
  if (page.next) {
    const next = listUrl({ ...place, offset: place.offset + place.limit })
    prefetched = { url: next, body: getPage(next) }
    prefetched.body.catch(() => (prefetched = undefined))
  }
}

function go(patch) {
  Object.assign(place, patch)
  const search = new URLSearchParams()
  if (place.lastName) search.set('last_name', place.lastName)
  if (place.limit !== 50) search.set('limit', String(place.limit))
  if (place.offset) search.set('offset', String(place.offset))
  history.pushState(null, '', `${location.pathname}${search.size ? `?${search}` : ''}`)
  void show()
}

previousButton.addEventListener('click', () => {
  if (place.offset > 0) go({ offset: Math.max(0, place.offset - place.limit) })
})
nextButton.addEventListener('click', () => {
  if (page?.next) go({ offset: place.offset + place.limit })
})
limitSelect.addEventListener('change', () => {
  const limit = Number(limitSelect.value)
  go({ limit, offset: Math.floor(place.offset / limit) * limit })
})
let typing
searchBox.addEventListener('input', () => {
  clearTimeout(typing)
  typing = setTimeout(() => go({ lastName: searchBox.value, offset: 0 }), SEARCH_DEBOUNCE_MS)
})
searchBox.form.addEventListener('submit', (event) => event.preventDefault())

void show()
