import type { Format } from '../../../shared/i18n/format'
import { readLocationSearch } from '../../../shared/lib/location'
import { writeReviewPlace } from '../review-url'
import type { en } from '../messages'
import type { ReviewList, ReviewPlace } from '../review-place'

/** Previous, the page of pages, Next: links to the list's places (a page that does not exist is not a link). */
export function ReviewPager({
  page,
  pages,
  view,
  onGo,
  end = false,
  m,
  f,
}: {
  /** The pager under the list (the one above it is named plainly). */
  end?: boolean
  page: number
  pages: number
  view: ReviewList
  onGo: (place: ReviewPlace) => void
  m: typeof en
  f: Format
}) {
  const link = (to: number, label: string, rel: 'prev' | 'next') =>
    to < 1 || to > pages ? (
      <span aria-disabled="true" className="review-page-off">
        {label}
      </span>
    ) : (
      <a
        href={writeReviewPlace(readLocationSearch(), { view, page: to })}
        rel={rel}
        onClick={(event) => {
          event.preventDefault()
          onGo({ view, page: to })
        }}
      >
        {label}
      </a>
    )
  return (
    <nav className="review-pager" aria-label={end ? m.pagesEnd : m.pages}>
      {link(page - 1, m.previous, 'prev')}
      <span aria-current="page">{m.pageOf(page, pages, f)}</span>
      {link(page + 1, m.next, 'next')}
    </nav>
  )
}
