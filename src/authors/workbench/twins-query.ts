import { queryOptions } from '@tanstack/react-query'
import { fetchAuthorsPage, type ApiSettings } from '../../api/authors-api'
import { MAX_LIMIT, type Author } from '../../api/contract'
import { exactTwins } from './twins'

export interface TwinsProgress {
  read: number
  count: number
}

/**
 * Every record in the whole directory with exactly this author's name: the API searched by last
 * and first name (by last name alone when it has no first-name parameter), read page by page to
 * the end, then narrowed to exact twins, since the API's search is a case-insensitive substring
 * match on stripped text. Pages are as large as the API allows, and the reading stops after as
 * many pages as the count calls for, so an API whose links never end cannot loop it.
 */
export async function fetchAllWithName(
  settings: ApiSettings,
  author: Author,
  signal?: AbortSignal,
  onProgress?: (progress: TwinsProgress) => void,
): Promise<{ twins: Author[]; byLastNameOnly: boolean }> {
  const lastName = author.last_name.trim()
  const firstName = settings.firstNameParam ? author.first_name.trim() : ''
  const found: Author[] = []
  let offset = 0
  for (let pages = 1; ; pages++) {
    const page = await fetchAuthorsPage(settings, { lastName, firstName, limit: MAX_LIMIT, offset }, signal)
    found.push(...page.results)
    onProgress?.({ read: found.length, count: page.count })
    const nextOffset = page.next && page.next.offset > offset ? page.next.offset : offset + page.results.length
    if (!page.next || page.results.length === 0 || nextOffset >= page.count) break
    if (pages >= Math.ceil(page.count / Math.max(1, page.results.length)) + 1) break
    offset = nextOffset
  }
  return { twins: exactTwins(author, found), byLastNameOnly: firstName === '' }
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
