import { PAGE_SIZES } from '../../shared/api/contract'
import type { Format } from '../../shared/i18n/format'
import { pageItems } from '../../features/pager/page-numbers'
import { HELD_PAGE_COUNT, pageSlotSize, slotAround } from '../../features/pager/page-slot'
import type { en as pagerWords } from '../../features/pager/messages'
import { h } from './dom'

/** What the pager shows on a page that has come whole: the state the list's controller gives it. */
export interface EarlyPager {
  page: number
  pageCount: number
  shown: { offset: number; rows: number; count: number }
  limit: number
  can: { first: boolean; previous: boolean; next: boolean; last: boolean }
  /** A numbered page's address (the list's `pageHref`). */
  pageHref: (page: number) => string
}

function pagerButton(label: string, glyph: string, enabled: boolean, text?: string, after = false): HTMLElement {
  const word = text !== undefined && h('span', { class: 'pager-word' }, text)
  const mark = h('span', { 'aria-hidden': 'true' }, glyph)
  return h(
    'button',
    {
      type: 'button',
      class: text === undefined ? 'pager-edge' : 'pager-step',
      'aria-label': label,
      title: text === undefined ? label : undefined,
      'aria-disabled': String(!enabled),
    },
    after ? word : mark,
    after ? mark : word,
  )
}

/** The pager (Pager in features/pager) as it first renders on a page that has come whole. */
export function writePager(pager: EarlyPager, m: typeof pagerWords, f: Format): HTMLElement {
  const { page, pageCount, shown, limit, can } = pager
  const sizes: readonly number[] = (PAGE_SIZES as readonly number[]).includes(limit)
    ? PAGE_SIZES
    : [...PAGE_SIZES, limit].sort((a, b) => a - b)
  const slot = h('div', { class: 'pager-slot' })
  const { chars, items } = pageSlotSize(pageCount, f)
  slot.style.setProperty('--page-chars', String(chars))
  slot.style.setProperty('--page-items', String(items))
  slot.append(
    h(
      'ol',
      { class: 'pager-pages', 'aria-label': m.pages },
      ...pageItems(page, pageCount, slotAround(pageCount, f)).map((item) =>
        item.kind === 'gap'
          ? h('li', { class: 'pager-gap', 'aria-label': m.morePages }, '…')
          : h(
              'li',
              null,
              h(
                'a',
                {
                  href: pager.pageHref(item.page),
                  'aria-label': m.page(item.page, f),
                  'aria-current': item.page === page ? 'page' : undefined,
                },
                f.number(item.page),
              ),
            ),
      ),
    ),
  )
  const select = h('select', null, ...sizes.map((size) => h('option', { value: size }, f.number(size)))) as HTMLSelectElement
  select.value = String(limit)
  return h(
    'nav',
    { class: 'pager', 'aria-label': m.label },
    h('p', { class: 'pager-range', 'data-known': 'true' }, m.range(shown.offset + 1, shown.offset + shown.rows, shown.count, f)),
    h(
      'div',
      { class: 'pager-moves' },
      pagerButton(m.first, '«', can.first),
      pagerButton(m.previous, '‹', can.previous, m.previousShort),
      slot,
      pagerButton(m.next, '›', can.next, m.nextShort, true),
      pagerButton(m.last, '»', can.last, undefined, true),
    ),
    h(
      'form',
      { class: 'pager-jump', novalidate: true },
      h(
        'label',
        null,
        h('span', { class: 'pager-jump-label' }, m.jumpLabel),
        h('input', { inputmode: 'numeric', min: 1, max: pageCount, 'aria-keyshortcuts': 'g', type: 'number', value: page }),
      ),
      h(
        'span',
        { class: 'pager-of' },
        h('span', null, m.ofPages(pageCount, f)),
        h('span', { class: 'pager-of-room', 'data-room': m.ofPages(HELD_PAGE_COUNT, f) }),
      ),
      h(
        'button',
        { type: 'submit' },
        h('span', { class: 'pager-go-word' }, m.go),
        h('span', { class: 'pager-go-glyph', 'aria-hidden': 'true' }, '→'),
      ),
    ),
    h(
      'label',
      { class: 'pager-size' },
      h('span', { class: 'pager-size-long' }, m.rowsPerPage),
      h('span', { class: 'pager-size-short', 'aria-hidden': 'true' }, m.perPage),
      select,
    ),
  )
}
