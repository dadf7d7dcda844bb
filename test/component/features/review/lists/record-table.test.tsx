// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { Author } from '../../../../../src/shared/api/contract'
import { formatFor } from '../../../../../src/shared/i18n/format'
import { LanguageProvider } from '../../../../../src/shared/i18n/language-provider'
import { en } from '../../../../../src/features/review/messages'
import { ListTable, type PageProps } from '../../../../../src/features/review/lists/record-table'
import type * as CharDiff from '../../../../../src/entities/author/char-diff'
import type { StatusedEntry } from '../../../../../src/features/review/lists/use-review-list'
import { CHUNKED_FROM } from '../../../../../src/entities/author/text-chunks'
import { HEAD_CHARS } from '../../../../../src/entities/author/long-value-head'

// Every character diff the page asks for, counted: the real diff, called through a spy.
const diffCalls = vi.hoisted(() => ({ count: 0 }))
vi.mock('../../../../../src/entities/author/char-diff', async (importOriginal) => {
  const actual = await importOriginal<typeof CharDiff>()
  return {
    ...actual,
    markDifferences: (values: readonly string[]) => {
      diffCalls.count++
      return actual.markDifferences(values)
    },
  }
})

const LENGTH = 40_000
const mixed = 'Aa'.repeat(LENGTH / 2)
/** The review makes its records anew at each read: new objects, new strings, the same values. */
const pair = (name = mixed): Author[] =>
  [name, name.toUpperCase()].map((firstName, at) => ({
    uid: `00000000-0000-4000-8000-00000000000${at + 1}`,
    last_name: 'Long',
    first_name: firstName.split('').join(''),
    parent_name: null,
    public_name: 'Long A.',
  }))

function page(authors: Author[]): PageProps {
  const entry: StatusedEntry = {
    number: 1,
    members: [0, 1],
    kind: 'written-differently',
    spellings: 2,
    differsIn: ['case'],
    diff: true,
    status: { state: 'open' },
  }
  return {
    label: 'Possible duplicates',
    shown: [entry],
    grouped: true,
    authors,
    byKeyFrom: authors.length,
    checked: new Map(),
    onOpen: () => {},
    onDecide: () => {},
    announce: () => {},
    draft: false,
    m: en,
    f: formatFor('en'),
  }
}
const table = (props: PageProps) => (
  <LanguageProvider lang="en">
    <ListTable {...props} />
  </LanguageProvider>
)

describe("a review list's group of two long values", () => {
  it('shows each value whole, as text, marked, in chunks of spans', () => {
    render(table(page(pair())))
    const rows = within(screen.getByRole('table', { name: 'Possible duplicates' }))
      .getAllByRole('row')
      .filter((row) => row.dataset.record)
    expect(rows).toHaveLength(2)
    rows.forEach((row, at) => {
      const code = row.querySelectorAll('td')[1]!.querySelector('code.diff-text')!
      expect(code.textContent).toBe(at === 0 ? mixed : mixed.toUpperCase())
      expect(row.querySelectorAll('mark.char-diff').length).toBeGreaterThan(0)
      expect(within(row).getByText('(differs)', { exact: false })).toHaveClass('visually-hidden')
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        expect((node as Text).data.length).toBeLessThanOrEqual(CHUNKED_FROM)
    })
  })

  it('marks its characters once: rendered again (a dialog opened over the list, the records read anew), it diffs nothing', () => {
    // Values of this test's own: the marks are remembered across renders (and tests).
    const name = 'Bb'.repeat(LENGTH / 2)
    diffCalls.count = 0
    const { rerender } = render(table(page(pair(name))))
    const first = diffCalls.count
    // One diff a field whose values differ (here the first name): no other field differs in the pair.
    expect(first).toBeGreaterThanOrEqual(1)
    const marked = document.querySelector('mark.char-diff')
    expect(marked).not.toBeNull()
    rerender(table(page(pair(name))))
    const uid = pair(name)[0]!.uid
    rerender(table({ ...page(pair(name)), checked: new Map([[uid, { uid, note: '', checkedAt: '2026-01-01T00:00:00.000Z' }]]) }))
    expect(diffCalls.count).toBe(first)
    // The marks are the same elements: nothing was drawn anew.
    expect(document.querySelector('mark.char-diff')).toBe(marked)
  })

  it("draws each long value as its head in the page's first frame, its diff not made; whole, marked and diffed once that frame is painted", () => {
    // Values of this test's own, so that no earlier render has remembered their marks.
    const name = 'Cc'.repeat(LENGTH / 2)
    diffCalls.count = 0
    const { rerender } = render(table({ ...page(pair(name)), draft: true }))
    expect(diffCalls.count).toBe(0)
    const rows = () =>
      within(screen.getByRole('table', { name: 'Possible duplicates' }))
        .getAllByRole('row')
        .filter((row) => row.dataset.record)
    rows().forEach((row, at) => {
      const box = row.querySelectorAll('td')[1]!.querySelector<HTMLElement>('code.diff-text.long-value')!
      // The head, as text, a chunk's bound at or past HEAD_CHARS; the rest an empty room as wide as it, unread.
      const head = (at === 0 ? name : name.toUpperCase()).slice(0, box.textContent.length)
      expect(box.textContent).toBe(head)
      expect(head.length).toBeGreaterThanOrEqual(HEAD_CHARS)
      expect(head.length).toBeLessThan(LENGTH / 4)
      expect(box).toHaveAttribute('tabindex', '0')
      const rest = box.querySelector<HTMLElement>('.text-rest')!
      expect(rest).toHaveAttribute('aria-hidden', 'true')
      expect(rest.style.width).toBe(`${LENGTH - head.length}ch`)
      expect(row.querySelector('mark.char-diff')).toBeNull()
    })

    rerender(table(page(pair(name))))
    expect(diffCalls.count).toBeGreaterThanOrEqual(1)
    rows().forEach((row, at) => {
      const box = row.querySelectorAll('td')[1]!.querySelector<HTMLElement>('code.diff-text.long-value')!
      expect(box.textContent).toBe(at === 0 ? name : name.toUpperCase())
      expect(box.querySelector('.text-rest')).toBeNull()
      expect(row.querySelectorAll('mark.char-diff').length).toBeGreaterThan(0)
    })
  })
})
