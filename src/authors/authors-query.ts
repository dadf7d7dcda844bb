import { queryOptions } from '@tanstack/react-query'
import { fetchAuthorsPage, type ApiSettings, type AuthorsRequest } from '../api/authors-api'

/** The root of every list query's key: resetting it forgets every loaded page. */
export const AUTHORS_QUERY_ROOT = ['authors', 'non-active'] as const

/**
 * One page of the list. Every input of the request is in the key; names are trimmed first
 * because the API ignores surrounding whitespace, so "Smith" and "Smith " share a page.
 */
export function authorsPageQuery(settings: ApiSettings, request: AuthorsRequest) {
  const normalised: AuthorsRequest = {
    lastName: request.lastName.trim(),
    firstName: settings.firstNameParam ? request.firstName.trim() : '',
    limit: request.limit,
    offset: request.offset,
  }
  return queryOptions({
    queryKey: [...AUTHORS_QUERY_ROOT, settings.apiUrl, settings.firstNameParam, normalised] as const,
    queryFn: ({ signal }) => fetchAuthorsPage(settings, normalised, signal),
  })
}
