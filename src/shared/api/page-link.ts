/** Where a Previous or Next step goes: the person's page size, and the first row of that page. */
export interface PageRef {
  limit: number
  offset: number
}

/** The page a request asked for, and what the answer said about the list. */
export interface PagePlace {
  limit: number
  offset: number
  count: number
}

/**
 * The one rule for next/previous links, used wherever the app moves a page:
 *
 * A link says only WHETHER there is a page that way; the app never follows its address and never
 * reads its offset or limit. Next goes to offset + limit and Previous to offset − limit (not below
 * 0), always with the person's own page size. So a link that names another origin, a non-HTTP
 * scheme (`javascript:`, `data:`), a missing, negative, non-numeric or absurd offset, or a
 * different limit can never send a request elsewhere, jump backwards, change the page size, or
 * leave a button that does nothing. DRF's own links always point exactly there (offset ± limit,
 * the previous link dropping offset at 0), so nothing is lost with a well-behaved server.
 *
 * `null` means there is no page that way. A value that is not a link at all (missing, a number,
 * an empty string) says nothing either way, so the count decides.
 */
export function nextPage(link: unknown, place: PagePlace): PageRef | null {
  const next = place.offset + place.limit
  const open = saysThereIsAPage(link) ?? next < place.count
  return open && Number.isSafeInteger(next) ? { limit: place.limit, offset: next } : null
}

export function previousPage(link: unknown, place: PagePlace): PageRef | null {
  // At offset 0 there is nowhere back to go, whatever the link says: it would be a dead button.
  if (place.offset <= 0) return null
  const open = saysThereIsAPage(link) ?? true
  return open ? { limit: place.limit, offset: Math.max(0, place.offset - place.limit) } : null
}

function saysThereIsAPage(link: unknown): boolean | undefined {
  if (link === null) return false
  if (typeof link === 'string' && link.trim() !== '') return true
  return undefined
}
