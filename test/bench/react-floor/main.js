// The React floor: the floor page (../floor/) written the plainest way React allows. One
// component, state for the place and the page, fetch, the same table, pager and search, and the
// same prefetch of the next page; no router, no query library, no memo, no workbench. `npm run
// bench` measures it beside the app and the floor: what it adds to the floor is what React itself
// costs for this job; what the app adds to it is what the app's features cost.
import { StrictMode, createElement as h, useEffect, useRef, useState } from 'react'
import { createRoot } from 'react-dom/client'
import '../floor/floor.css'

const LIST_PATH = '/api/author/non-active/list/'
const SEARCH_DEBOUNCE_MS = 300
const COLUMNS = [
  ['public_name', 'Public name'],
  ['last_name', 'Last name'],
  ['first_name', 'First name'],
  ['parent_name', 'Patronymic'],
  ['uid', 'UID'],
]
const LIMITS = [10, 25, 50, 100, 200]

function placeFromUrl() {
  const params = new URLSearchParams(location.search)
  return {
    lastName: params.get('last_name') ?? '',
    limit: Number(params.get('limit')) || 50,
    offset: Number(params.get('offset')) || 0,
  }
}

function listUrl({ lastName, limit, offset }) {
  const url = new URL(LIST_PATH, location.origin)
  if (lastName.trim()) url.searchParams.set('last_name', lastName.trim())
  url.searchParams.set('limit', String(limit))
  if (offset > 0) url.searchParams.set('offset', String(offset))
  return url.href
}

const getPage = (url, signal) => fetch(url, { headers: { Accept: 'application/json' }, signal }).then((response) => response.json())

function List() {
  const [place, setPlace] = useState(placeFromUrl)
  const [shown, setShown] = useState(undefined)
  const [error, setError] = useState(undefined)
  const [typed, setTyped] = useState(place.lastName)
  const prefetched = useRef(undefined)

  useEffect(() => {
    const controller = new AbortController()
    const url = listUrl(place)
    const body = prefetched.current?.url === url ? prefetched.current.body : getPage(url, controller.signal)
    body.then(
      (page) => {
        if (controller.signal.aborted) return
        setShown({ place, page })
        setError(undefined)
        if (page.next) {
          const next = listUrl({ ...place, offset: place.offset + place.limit })
          prefetched.current = { url: next, body: getPage(next) }
          prefetched.current.body.catch(() => (prefetched.current = undefined))
        }
      },
      (reason) => {
        if (reason.name !== 'AbortError') setError(reason.message)
      },
    )
    return () => controller.abort()
  }, [place])

  useEffect(() => {
    if (typed === place.lastName) return
    const timer = setTimeout(() => go({ lastName: typed, offset: 0 }), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  })

  function go(patch) {
    const next = { ...place, ...patch }
    const search = new URLSearchParams()
    if (next.lastName) search.set('last_name', next.lastName)
    if (next.limit !== 50) search.set('limit', String(next.limit))
    if (next.offset) search.set('offset', String(next.offset))
    history.pushState(null, '', `${location.pathname}${search.size ? `?${search}` : ''}`)
    setPlace(next)
  }

  const page = shown?.page
  const updating = shown === undefined || shown.place !== place
  const rows = page?.results ?? []
  return h(
    'main',
    null,
    h('h1', null, 'Non-active authors'),
    h(
      'form',
      { role: 'search', 'aria-label': 'Search authors', onSubmit: (event) => event.preventDefault() },
      h(
        'label',
        null,
        'Last name ',
        h('input', {
          type: 'search',
          autoComplete: 'off',
          spellCheck: false,
          value: typed,
          onChange: (event) => setTyped(event.target.value),
        }),
      ),
    ),
    h(
      'table',
      {
        className: 'authors-table',
        'data-state': shown === undefined ? 'loading' : updating ? 'updating' : 'ready',
        'aria-busy': updating,
        'aria-rowcount': page ? page.count + 1 : undefined,
      },
      h('caption', null, 'Non-active authors'),
      h(
        'thead',
        null,
        h(
          'tr',
          null,
          COLUMNS.map(([key, title]) => h('th', { key, scope: 'col' }, title)),
        ),
      ),
      h(
        'tbody',
        null,
        rows.map((author, index) =>
          h(
            'tr',
            { key: index, 'aria-rowindex': shown.place.offset + index + 2 },
            COLUMNS.map(([key]) => {
              const value = author[key]
              return h('td', { key, className: `col-${key}` }, value === null ? 'null' : value === '' ? 'empty' : value)
            }),
          ),
        ),
      ),
    ),
    h(
      'nav',
      { 'aria-label': 'Pagination' },
      h(
        'p',
        { className: 'pager-range', role: 'status' },
        error !== undefined
          ? `Could not load the list: ${error}`
          : page === undefined
            ? ''
            : rows.length
              ? `${shown.place.offset + 1}–${shown.place.offset + rows.length} of ${page.count}`
              : 'No authors found',
      ),
      h(
        'button',
        {
          type: 'button',
          'aria-label': 'Previous page',
          onClick: () => place.offset > 0 && go({ offset: Math.max(0, place.offset - place.limit) }),
        },
        '‹ Previous',
      ),
      h(
        'button',
        { type: 'button', 'aria-label': 'Next page', onClick: () => page?.next && go({ offset: place.offset + place.limit }) },
        'Next ›',
      ),
      h(
        'label',
        null,
        'Rows per page ',
        h(
          'select',
          {
            value: String(place.limit),
            onChange: (event) => {
              const limit = Number(event.target.value)
              go({ limit, offset: Math.floor(place.offset / limit) * limit })
            },
          },
          LIMITS.map((limit) => h('option', { key: limit }, String(limit))),
        ),
      ),
    ),
  )
}

createRoot(document.getElementById('root')).render(h(StrictMode, null, h(List)))
