import { queryOptions } from '@tanstack/react-query'
import { fetchAuthorsPage, type ApiSettings } from '../../shared/api/authors-api'
import { MAX_LIMIT, type Author } from '../../shared/api/contract'
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
 * many pages as the count calls for, so an API whose links or count never end cannot loop it.
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
  let lastPage = Infinity
  for (let pages = 1; ; pages++) {
    const page = await fetchAuthorsPage(settings, { lastName, firstName, limit: MAX_LIMIT, offset }, signal)
    found.push(...page.results)
    onProgress?.({ read: found.length, count: page.count })
    // Step by what the service gave: one with a lower max_limit answers with fewer rows than asked.
    const nextOffset = offset + page.results.length
    if (!page.next || page.results.length === 0 || nextOffset >= page.count) break
    // The smallest count seen bounds the reading (a page more for records added meanwhile), so a
    // count that grows with every page cannot keep it going either.
    lastPage = Math.min(lastPage, Math.ceil(page.count / page.results.length) + 1)
    if (pages >= lastPage) break
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
