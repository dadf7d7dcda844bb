import { queryOptions } from '@tanstack/react-query'
import { isSignedOut } from '../../shared/api/access'
import { fetchAuthorsPage, type ApiSettings } from '../../shared/api/authors-api'
import { MAX_LIMIT, type Author } from '../../shared/api/contract'
import { isLastPage, pageBudget } from '../../shared/api/reading-all'
import { exactTwins } from '../../entities/author/twins'

export interface TwinsProgress {
  read: number
  count: number
}

/**
 * The most records one lookup reads (five pages at the largest page size). A search for one
 * exact name that answers more is an API that does not filter as expected (or a name shared by
 * thousands): the lookup compares what it read and says it stopped.
 */
export const TWINS_READ_LIMIT = 5000

/**
 * Why a lookup stopped before the service's count, the twins being those of what was read:
 * - `too-many`: the search answered `count` records, more than TWINS_READ_LIMIT;
 * - `more`: it read as many pages as the first count (`said`) allows, and the service still said there was more;
 * - `fewer`: the service stopped giving records (no next page, an empty page, a page of records
 *   already read) while its count said there were `said`;
 * - `signed-out`: the session ended after `read` records (the service answered "not signed in").
 */
export type TwinsCutShort =
  | { kind: 'too-many'; count: number; read: number }
  | { kind: 'signed-out'; read: number }
  | { kind: 'more'; said: number; read: number; pages: number }
  | { kind: 'fewer'; said: number; read: number }

export interface TwinsResult {
  twins: Author[]
  byLastNameOnly: boolean
  cutShort?: TwinsCutShort
}

/**
 * Every record in the whole directory with exactly this author's name: the API searched by last
 * and first name (by last name alone when it has no first-name parameter), read page by page to
 * the end, then narrowed to exact twins, since the API's search is a case-insensitive substring
 * match on stripped text. Pages are as large as the API allows, and offsets follow the rows each
 * page gave. The reading ends by itself, whatever the API promises: at the page it says is the
 * last, at a page that adds no record, at the count, after TWINS_READ_LIMIT records, or after as
 * many pages as the FIRST count allows (pageBudget), so a count or links that never end cannot
 * loop it; when it stops before the count, the result says why.
 */
export async function fetchAllWithName(
  settings: ApiSettings,
  author: Author,
  signal?: AbortSignal,
  onProgress?: (progress: TwinsProgress) => void,
): Promise<TwinsResult> {
  const lastName = author.last_name.trim()
  const firstName = settings.firstNameParam ? author.first_name.trim() : ''
  const byLastNameOnly = firstName === ''
  const found: Author[] = []
  const uids = new Set<string>()
  let offset = 0
  let budget: number | undefined
  let firstCount: number | undefined
  let cutShort: TwinsCutShort | undefined
  for (let pages = 1; ; pages++) {
    const request = { lastName, firstName, limit: MAX_LIMIT, offset }
    let page
    try {
      page = await fetchAuthorsPage(settings, request, signal)
    } catch (error) {
      // The session ended midway: what was read is compared, and the dialog says why it stopped.
      if (pages > 1 && isSignedOut(error)) {
        cutShort = { kind: 'signed-out', read: found.length }
        break
      }
      throw error
    }
    let adds = false
    for (const record of page.results) {
      if (uids.has(record.uid)) continue
      uids.add(record.uid)
      found.push(record)
      adds = true
    }
    onProgress?.({ read: found.length, count: page.count })
    firstCount ??= page.count
    // A service with a lower max_limit gives fewer rows than asked: the budget counts its pages.
    budget ??= pageBudget(page.count, page.results.length || MAX_LIMIT)
    if (!adds || isLastPage(page, request)) {
      if (found.length < page.count) cutShort = { kind: 'fewer', said: page.count, read: found.length }
      break
    }
    // Step by what the service gave: one with a lower max_limit answers with fewer rows than asked.
    offset += page.results.length
    if (offset >= page.count) break
    if (found.length >= TWINS_READ_LIMIT) {
      cutShort = { kind: 'too-many', count: page.count, read: found.length }
      break
    }
    if (pages >= budget) {
      cutShort = { kind: 'more', said: firstCount, read: found.length, pages }
      break
    }
  }
  return { twins: exactTwins(author, found), byLastNameOnly, ...(cutShort && { cutShort }) }
}

export function twinsQuery(settings: ApiSettings, author: Author, onProgress?: (progress: TwinsProgress) => void) {
  return queryOptions({
    queryKey: [
      'authors',
      'non-active',
      'twins',
      settings.apiUrl,
      settings.firstNameParam,
      author.last_name,
      author.first_name,
      author.parent_name,
    ] as const,
    queryFn: ({ signal }) => fetchAllWithName(settings, author, signal, onProgress),
  })
}
