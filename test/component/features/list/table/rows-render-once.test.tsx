import { render } from '@testing-library/react'
import { useLayoutEffect } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { SearchTermsContext, type SearchTerms } from '../../../../../src/entities/author/row-parts'
import { useAuthorsTable, type AuthorsTable } from '../../../../../src/features/list/hooks/use-authors-table'
import { AuthorsTableView } from '../../../../../src/features/list/table/authors-table'
import type { Author } from '../../../../../src/shared/api/contract'
import { author } from '../../../../list-overrides'

/**
 * The rows are memoised: a render of the list for anything but what a row shows (the Also line
 * arriving, the busy state, the caption) draws no row again, and a new answer draws each row once.
 */
const page = (from: number, lastName = 'Иванов'): Author[] =>
  Array.from({ length: 10 }, (_, index) => author({ uid: `u${from + index}`, last_name: `${lastName} ${from + index}` }))

const seen: { table?: AuthorsTable } = {}

function Rows({ authors, busy, caption }: { authors: Author[]; busy: boolean; caption: string }) {
  const table = useAuthorsTable({ authors, hiddenColumns: undefined, cards: false })
  useLayoutEffect(() => {
    seen.table = table
  })
  return <AuthorsTableView table={table} caption={caption} offset={0} count={100} busy={busy} />
}

function List({
  authors,
  terms,
  busy = false,
  caption = 'Authors',
}: {
  authors: Author[]
  terms: SearchTerms
  busy?: boolean
  caption?: string
}) {
  return (
    <SearchTermsContext.Provider value={terms}>
      <Rows authors={authors} busy={busy} caption={caption} />
    </SearchTermsContext.Provider>
  )
}

/** Counts each row's renders from here, by its place: a row's render asks its row for its visible cells (rows share a prototype). */
function countRowRenders() {
  const row = seen.table!.getRowModel().rows[0]!
  const spy = vi.spyOn(Object.getPrototypeOf(row) as typeof row, 'getVisibleCells')
  return () => {
    const counts: number[] = Array(10).fill(0)
    for (const self of spy.mock.contexts as (typeof row)[]) counts[self.index] = (counts[self.index] ?? 0) + 1
    return counts
  }
}

describe('the rows render only when what they show changes', () => {
  it('a render of the list for its state, caption or busy mark draws no row again', () => {
    const authors = page(0)
    const terms = { lastName: 'Иванов', firstName: '' }
    const view = render(<List authors={authors} terms={terms} />)
    expect(view.container.querySelectorAll('tbody tr')).toHaveLength(10)
    const renders = countRowRenders()
    view.rerender(<List authors={authors} terms={terms} busy caption="Authors, updating" />)
    view.rerender(<List authors={authors} terms={terms} caption="Authors" />)
    expect(renders()).toEqual(Array(10).fill(0))
    expect(view.container.querySelector('table')).toHaveAttribute('data-state', 'ready')
  })

  it("draws every row once for a changed page (a row's marks count twins within its page), and for new search terms", () => {
    const authors = page(0)
    const terms = { lastName: 'Иванов', firstName: '' }
    const view = render(<List authors={authors} terms={terms} />)
    const renders = countRowRenders()
    const changed = authors.map((one, index) => (index === 3 ? { ...one, first_name: 'Пётр' } : one))
    view.rerender(<List authors={changed} terms={terms} />)
    expect(renders()).toEqual(Array(10).fill(1))
    expect(view.container.querySelectorAll('tbody tr')[3]).toHaveTextContent('Пётр')

    // The marks follow the terms: each row is drawn for the new ones (once).
    view.rerender(<List authors={changed} terms={{ lastName: 'Ив', firstName: '' }} />)
    expect(renders()).toEqual(Array(10).fill(2))
  })

  it('a new answer draws each row once, with its text', () => {
    const terms = { lastName: 'Иванов', firstName: '' }
    const view = render(<List authors={page(0)} terms={terms} />)
    view.rerender(<List authors={page(10, 'Петров')} terms={{ lastName: 'Петров', firstName: '' }} />)
    const rows = view.container.querySelectorAll('tbody tr')
    expect(rows).toHaveLength(10)
    expect(rows[0]).toHaveTextContent('Петров 10')
    expect(rows[9]).toHaveTextContent('Петров 19')
  })
})
