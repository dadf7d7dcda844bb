/** The one listing endpoint of the Author Directory service (see shared/api/non-active-authors.md). */
export const AUTHORS_LIST_PATH = '/api/author/non-active/list/'

/** The API's default page size, also the app's. */
export const DEFAULT_LIMIT = 50

/** The largest page the app asks for; the demo API caps `limit` here as a DRF `max_limit` would. */
export const MAX_LIMIT = 1000

/** The rows-per-page sizes the pager offers. */
export const PAGE_SIZES = [10, 25, 50, 100, 200] as const

/**
 * The query parameters the app sends, and DRF's own `format`, which picks the renderer (an
 * unknown format is a 404): a first-name parameter that took one of these names would replace it.
 */
export const LIST_QUERY_PARAMS = { lastName: 'last_name', limit: 'limit', offset: 'offset', format: 'format' } as const

/** A request that hangs is given up after this long, so the person can be told and retry. */
export const REQUEST_TIMEOUT_MS = 15_000

/**
 * The list's place: everything that selects one page of it. The URL holds it, the query key
 * carries it, and the API is asked for it.
 */
export interface ListPlace {
  lastName: string
  firstName: string
  limit: number
  offset: number
}

/** One author record exactly as the API sends it. */
export interface Author {
  uid: string
  first_name: string
  last_name: string
  parent_name: string | null
  public_name: string
}

/** The page envelope as it travels on the wire (DRF LimitOffsetPagination). */
export interface AuthorsPageBody {
  count: number
  next: string | null
  previous: string | null
  results: Author[]
}
