/** Where a next/previous link points, reduced to what the app needs to ask for that page itself. */
export interface PageRef {
  limit: number
  offset: number
}

const NON_NEGATIVE_INTEGER = /^\s*\+?\d+\s*$/

/**
 * Reads limit and offset out of a DRF next/previous link. The link is never followed as it is:
 * behind proxies it can name the wrong scheme or host (drf-wire-behaviour.md §1.4, §7), so the
 * app only keeps its paging values and asks its own configured API address.
 * DRF's QueryDict takes the last of repeated keys, and a previous link to the first page has no
 * offset at all. Returns undefined when the text is not a URL.
 */
export function parsePageLink(link: string, fallbackLimit: number): PageRef | undefined {
  let url: URL
  try {
    url = new URL(link, 'http://relative.invalid')
  } catch {
    return undefined
  }
  const limit = lastIntegerParam(url.searchParams, 'limit')
  const offset = lastIntegerParam(url.searchParams, 'offset')
  return {
    limit: limit !== undefined && limit > 0 ? limit : fallbackLimit,
    offset: offset ?? 0,
  }
}

function lastIntegerParam(params: URLSearchParams, key: string): number | undefined {
  const value = params.getAll(key).at(-1)
  if (value === undefined || !NON_NEGATIVE_INTEGER.test(value)) return undefined
  const number = Number(value)
  return Number.isSafeInteger(number) ? number : undefined
}
