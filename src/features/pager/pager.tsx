import './pager-frame.css'
import './pager.css'
import { useLayoutEffect, useRef, useState, type CSSProperties, type FormEvent, type MouseEvent } from 'react'
import type { Format } from '../../shared/i18n/format'
import { useFormat, useMessages } from '../../shared/i18n/language-provider'
import { PAGE_SIZES } from '../../shared/api/contract'
import { en, ru } from './messages'
import { pageItems } from './page-numbers'
import { HELD_PAGE_COUNT, pageSlotSize, slotAround } from './page-slot'
import { isTypingTarget, shortcutKey } from '../../shared/lib/shortcut-key'

export interface PagerProps {
  /** The page the address names, from 1; it may lie past the last page. */
  page: number
  /** How many pages the list has; undefined while the total is not known yet. */
  pageCount: number | undefined
  /** The rows on screen and the total they come from; undefined before the first answer. */
  shown: { offset: number; rows: number; count: number } | undefined
  limit: number
  canFirst: boolean
  canPrevious: boolean
  canNext: boolean
  canLast: boolean
  onFirst: () => void
  onPrevious: () => void
  onNext: () => void
  onLast: () => void
  /** Go to a numbered page (from 1), from a page link or the page jump. */
  onPage: (page: number) => void
  /** The address of a numbered page, so its link can be opened in a new tab or copied. */
  pageHref: (page: number) => string
  onLimit: (limit: number) => void
  /** The rows-per-page sizes to offer (by default 10, 25, 50, 100, 200); the current one is always shown. */
  sizes?: readonly number[] | undefined
  /** The rows-per-page list is being opened (a press or a key on it): a size may be picked next. */
  onLimitsOpened?: () => void
}

/**
 * First, Previous, the numbered pages (1 … 4 5 [6] 7 8 … 20), Next, Last, the page jump and the
 * page size. It never claims a total it does not have: before the first answer it says the total
 * is not known yet, and past the end it says so instead of "Page 101 of 20".
 *
 * Buttons stay focusable when unavailable (aria-disabled instead of disabled): a keyboard user
 * who pages to the end keeps focus on "Next page" rather than being dropped to the document.
 */
export function Pager(props: PagerProps) {
  const m = useMessages({ en, ru })
  const f = useFormat()
  const offered: readonly number[] = props.sizes ?? PAGE_SIZES
  const sizes = offered.includes(props.limit) ? offered : [...offered, props.limit].sort((a, b) => a - b)
  const pastEnd = props.pageCount !== undefined && props.page > props.pageCount
  let rangeText = m.totalUnknown
  if (props.shown && pastEnd) rangeText = m.pastEnd(props.shown.count, f)
  else if (props.shown) {
    const { offset, rows, count } = props.shown
    rangeText = rows === 0 ? m.none : m.range(offset + 1, offset + rows, count, f)
  }
  return (
    <nav className="pager" aria-label={m.label}>
      <p className="pager-range" data-known={props.shown !== undefined}>
        {rangeText}
      </p>
      <div className="pager-moves">
        <PagerButton label={m.first} glyph="«" enabled={props.canFirst} onClick={props.onFirst} />
        <PagerButton label={m.previous} glyph="‹" text={m.previousShort} enabled={props.canPrevious} onClick={props.onPrevious} />
        {/* The numbered pages sit in a slot of fixed width (pageSlot), held before the total is
            known too: Next and Last keep their places from page to page. */}
        <div className="pager-slot" style={pageSlot(props.pageCount, f)}>
          {props.pageCount !== undefined && (
            <ol className="pager-pages" aria-label={m.pages}>
              {pageItems(props.page, props.pageCount, slotAround(props.pageCount, f)).map((item) =>
                item.kind === 'gap' ? (
                  <li key={item.key} className="pager-gap" aria-label={m.morePages}>
                    …
                  </li>
                ) : (
                  <li key={item.page}>
                    <PageLink
                      page={item.page}
                      label={m.page(item.page, f)}
                      text={f.number(item.page)}
                      current={item.page === props.page}
                      href={props.pageHref(item.page)}
                      onPage={props.onPage}
                    />
                  </li>
                ),
              )}
            </ol>
          )}
        </div>
        <PagerButton label={m.next} glyph="›" text={m.nextShort} enabled={props.canNext} onClick={props.onNext} after />
        <PagerButton label={m.last} glyph="»" enabled={props.canLast} onClick={props.onLast} after />
      </div>
      <PageJump page={props.page} pageCount={props.pageCount} pastEnd={pastEnd} onPage={props.onPage} />
      <label className="pager-size">
        {/* On a narrow screen the shorter words show; the name stays whole. */}
        <span className="pager-size-long">{m.rowsPerPage}</span>
        <span className="pager-size-short" aria-hidden="true">
          {m.perPage}
        </span>
        <select
          value={props.limit}
          onChange={(event) => props.onLimit(Number(event.target.value))}
          onPointerDown={props.onLimitsOpened}
          onKeyDown={props.onLimitsOpened}
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {f.number(size)}
            </option>
          ))}
        </select>
      </label>
    </nav>
  )
}

function PagerButton({
  label,
  glyph,
  text,
  enabled,
  onClick,
  after = false,
}: {
  label: string
  glyph: string
  /** The word beside the glyph ("Next ›"); First and Last are their glyphs alone, named by `label`. */
  text?: string
  enabled: boolean
  onClick: () => void
  /** The glyph goes after the word ("Next ›"), not before it ("‹ Previous"). */
  after?: boolean
}) {
  const word = text !== undefined && <span className="pager-word">{text}</span>
  const mark = <span aria-hidden="true">{glyph}</span>
  return (
    <button
      type="button"
      className={text === undefined ? 'pager-edge' : 'pager-step'}
      aria-label={label}
      title={text === undefined ? label : undefined}
      aria-disabled={!enabled}
      onClick={enabled ? onClick : undefined}
    >
      {after ? word : mark}
      {after ? mark : word}
    </button>
  )
}

/**
 * The slot's size as CSS variables: as many items (pages and gaps) as `pageItems` can give, each
 * as wide as the longest page number (at least three characters). The same before the total is
 * known as for any list of up to 999 pages.
 */
export function pageSlot(pageCount: number | undefined, f: Format): CSSProperties {
  const { chars, items } = pageSlotSize(pageCount, f)
  return { '--page-chars': chars, '--page-items': items } as CSSProperties
}

/** A real link (it can be opened in a new tab), followed in place by a plain click. */
function PageLink({
  page,
  label,
  text,
  current,
  href,
  onPage,
}: {
  page: number
  label: string
  text: string
  current: boolean
  href: string
  onPage: (page: number) => void
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    if (!current) onPage(page)
  }
  return (
    <a href={href} aria-label={label} aria-current={current ? 'page' : undefined} onClick={onClick}>
      {text}
    </a>
  )
}

function PageJump({
  page,
  pageCount,
  pastEnd,
  onPage,
}: {
  page: number
  pageCount: number | undefined
  pastEnd: boolean
  onPage: (page: number) => void
}) {
  const m = useMessages({ en, ru })
  const f = useFormat()
  const [draft, setDraft] = useState(String(page))
  const [shownPage, setShownPage] = useState(page)
  const input = useRef<HTMLInputElement>(null)
  // From the commit that draws the field (a key pressed as the first screen shows is not lost).
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPageFieldKey(event)) return
      event.preventDefault()
      input.current?.focus()
      input.current?.select()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])
  if (page !== shownPage) {
    setShownPage(page)
    setDraft(String(page))
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const wanted = Number.parseInt(draft, 10)
    const target = Number.isFinite(wanted) ? Math.min(Math.max(wanted, 1), pageCount ?? Number.MAX_SAFE_INTEGER) : page
    setDraft(String(target))
    if (target !== page) onPage(target)
  }
  return (
    <form className="pager-jump" onSubmit={submit} noValidate>
      <label>
        <span className="pager-jump-label">{m.jumpLabel}</span>
        <input
          ref={input}
          type="number"
          inputMode="numeric"
          min={1}
          max={pageCount}
          value={draft}
          aria-keyshortcuts="g"
          onChange={(event) => setDraft(event.target.value)}
        />
      </label>
      {pageCount !== undefined && pastEnd ? (
        <>
          <span className="pager-of-long">{m.pastLastPage(pageCount, f)}</span>
          {/* A narrow screen's shorter words (the panel above the pager says the rest). */}
          <span className="pager-of-short" aria-hidden="true">
            {m.pastLastPageShort(pageCount, f)}
          </span>
        </>
      ) : (
        // "of 24" over the unseen room of "of 999", held before the total is known too (as the
        // page slot is): the field, Go and Rows per page keep their places when the total comes.
        // The room is generated content (pager.css), so the pager's text never claims a total.
        <span className="pager-of">
          {pageCount !== undefined && <span>{m.ofPages(pageCount, f)}</span>}
          <span className="pager-of-room" data-room={m.ofPages(HELD_PAGE_COUNT, f)} />
        </span>
      )}
      {/* On a narrow screen the arrow shows; the word stays the button's name. */}
      <button type="submit">
        <span className="pager-go-word">{m.go}</span>
        <span className="pager-go-glyph" aria-hidden="true">
          →
        </span>
      </button>
    </form>
  )
}

/**
 * "g" (the key, on any layout: a Russian keyboard's "п") takes focus to the page-number field, from
 * anywhere but a text field, a list box or a dialog.
 */
export function isPageFieldKey(
  event: Pick<KeyboardEvent, 'key' | 'code' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>,
): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey || shortcutKey(event) !== 'g') return false
  const target = event.target instanceof Element ? event.target : null
  return !isTypingTarget(target) && !target?.closest('dialog')
}
