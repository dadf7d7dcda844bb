import { useState, type FormEvent } from 'react'
import { formatCount } from './format'
import { PAGE_SIZES } from './list-place'

export interface PagerProps {
  /** "51–100 of 960", or undefined before the first answer. */
  rangeText: string | undefined
  page: number
  pageCount: number
  limit: number
  canFirst: boolean
  canPrevious: boolean
  canNext: boolean
  canLast: boolean
  onFirst: () => void
  onPrevious: () => void
  onNext: () => void
  onLast: () => void
  onPage: (page: number) => void
  onLimit: (limit: number) => void
  locale?: string | undefined
}

/**
 * Buttons stay focusable when unavailable (aria-disabled instead of disabled): a keyboard user
 * who pages to the end keeps focus on "Next page" rather than being dropped to the document.
 */
export function Pager(props: PagerProps) {
  const sizes = PAGE_SIZES.includes(props.limit as (typeof PAGE_SIZES)[number])
    ? PAGE_SIZES
    : [...PAGE_SIZES, props.limit].sort((a, b) => a - b)
  return (
    <nav className="pager" aria-label="Pagination">
      <p className="pager-range">{props.rangeText ?? '\u00a0'}</p>
      <div className="pager-buttons">
        <PagerButton label="First page" text="« First" enabled={props.canFirst} onClick={props.onFirst} />
        <PagerButton label="Previous page" text="‹ Previous" enabled={props.canPrevious} onClick={props.onPrevious} />
        <PagerButton label="Next page" text="Next ›" enabled={props.canNext} onClick={props.onNext} />
        <PagerButton label="Last page" text="Last »" enabled={props.canLast} onClick={props.onLast} />
      </div>
      <PageJump page={props.page} pageCount={props.pageCount} onPage={props.onPage} locale={props.locale} />
      <label className="pager-size">
        Rows per page
        <select value={props.limit} onChange={(event) => props.onLimit(Number(event.target.value))}>
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
    </nav>
  )
}

function PagerButton({ label, text, enabled, onClick }: { label: string; text: string; enabled: boolean; onClick: () => void }) {
  return (
    <button type="button" aria-label={label} aria-disabled={!enabled} onClick={enabled ? onClick : undefined}>
      {text}
    </button>
  )
}

function PageJump({
  page,
  pageCount,
  onPage,
  locale,
}: {
  page: number
  pageCount: number
  onPage: (page: number) => void
  locale?: string | undefined
}) {
  const [draft, setDraft] = useState(String(page))
  const [shownPage, setShownPage] = useState(page)
  if (page !== shownPage) {
    setShownPage(page)
    setDraft(String(page))
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const wanted = Number.parseInt(draft, 10)
    const target = Number.isFinite(wanted) ? Math.min(Math.max(wanted, 1), pageCount) : page
    setDraft(String(target))
    if (target !== page) onPage(target)
  }
  return (
    <form className="pager-jump" onSubmit={submit} noValidate>
      <label>
        Page
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={pageCount}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
      </label>
      <span>of {formatCount(pageCount, locale)}</span>
      <button type="submit">Go</button>
    </form>
  )
}
