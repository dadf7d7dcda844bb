import { lastWholeNumber } from '../lib/whole-number'

/** Where a next/previous link points, reduced to what the app needs to ask for that page itself. */
export interface PageRef {
  limit: number
  offset: number
}

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
  const limit = lastWholeNumber(url.searchParams, 'limit')
  const offset = lastWholeNumber(url.searchParams, 'offset')
  return {
    limit: limit !== undefined && limit > 0 && limit !== Infinity ? limit : fallbackLimit,
    offset: offset === undefined || offset === Infinity ? 0 : offset,
  }
}
