import type { Format } from '../../../shared/i18n/format'
import type { ListPlace } from './list-place'
import type { ListAnnouncement } from './list-view'
import type { ListMessages } from '../messages'

/** The words the list page says about its state (its announcements and notices), in the UI's language. */

/** "last name “Ivanov” and first name “Ivan”", or undefined without a search. */
export function describeSearch(place: ListPlace, withFirstName: boolean, m: ListMessages): string | undefined {
  const lastName = place.lastName.trim() ? m.search.lastNameIs(place.lastName.trim()) : undefined
  const firstName = withFirstName && place.firstName.trim() ? m.search.firstNameIs(place.firstName.trim()) : undefined
  if (lastName && firstName) return m.search.both(lastName, firstName)
  return lastName ?? firstName
}

export function driftText(drift: number, m: ListMessages, f: Format): string | undefined {
  return drift === 0 ? undefined : m.drift(drift, f)
}

export function announcementText(
  announcement: ListAnnouncement,
  searched: string | undefined,
  drift: string | undefined,
  m: ListMessages,
  f: Format,
  staleAnnouncement: string,
): string {
  switch (announcement.kind) {
    case 'showing': {
      const { data } = announcement
      const range = m.range(data.offset, data.results.length, data.count, f)
      return `${m.announce.showing(range)}${drift ? `. ${drift}` : ''}`
    }
    case 'past-end':
      return m.announce.pastEnd(announcement.page, f)
    case 'empty':
      return searched ? m.announce.noneFound(searched) : m.announce.noAuthors
    case 'stale':
      return staleAnnouncement
    case 'none':
      return ''
  }
}

/**
 * The tab's title: the search as typed and the page, then the app's name ("Иванов Иван — page 3 —
 * Non-active authors"), so tabs and the Back menu tell the places apart. The plain list's first
 * page is the app's full name alone. Whitespace is folded, so a title shows on one line.
 */
export function documentTitle(place: ListPlace, page: number, withFirstName: boolean, m: ListMessages, f: Format): string {
  const fold = (text: string) => text.replace(/\s+/g, ' ').trim()
  const search = [fold(place.lastName), withFirstName ? fold(place.firstName) : ''].filter(Boolean).join(' ')
  if (search === '' && page === 1) return m.title.app
  return [...(search === '' ? [] : [search]), m.title.page(page, f), m.title.short].join(' — ')
}
