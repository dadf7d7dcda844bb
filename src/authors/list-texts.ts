import type { ListPlace } from './list-place'
import type { ListAnnouncement } from './list-view'
import { en as faultTexts } from './faults/messages'
import { formatCount, formatRange } from './format'

/** The words the list page says about its state: its caption, announcements and notices. */

export const LIST_CAPTION = 'Non-active authors'

/** "last name “Ivanov” and first name “Ivan”", or undefined without a search. */
export function describeSearch(place: ListPlace, withFirstName: boolean): string | undefined {
  const parts: string[] = []
  if (place.lastName.trim()) parts.push(`last name “${place.lastName.trim()}”`)
  if (withFirstName && place.firstName.trim()) parts.push(`first name “${place.firstName.trim()}”`)
  return parts.length > 0 ? parts.join(' and ') : undefined
}

export function authorsCountText(count: number, locale?: string): string {
  return `${formatCount(count, locale)} ${count === 1 ? 'author' : 'authors'}`
}

export function driftText(drift: number, locale?: string): string | undefined {
  if (drift === 0) return undefined
  return `The list changed while you were paging: ${authorsCountText(Math.abs(drift), locale)} ${drift > 0 ? 'added' : 'removed'} since you started paging this search. Rows may have moved between pages.`
}

export function announcementText(
  announcement: ListAnnouncement,
  searched: string | undefined,
  drift: string | undefined,
  locale?: string,
): string {
  switch (announcement.kind) {
    case 'showing': {
      const { data } = announcement
      const range = formatRange(data.offset, data.results.length, data.count, locale)
      return `Showing ${range}${drift ? `. ${drift}` : ''}`
    }
    case 'past-end':
      return `Page ${announcement.page} is past the end of the list.`
    case 'empty':
      return searched ? `No authors found for ${searched}.` : 'No non-active authors.'
    case 'stale':
      return faultTexts.staleAnnouncement
    case 'none':
      return ''
  }
}
