import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { generateAuthors } from '../../../../src/demo-api/dataset'
import { pageBody, serveListWith } from '../../../list-overrides'
import { findRange, pagination, renderApp } from '../../../render-app'

const authors = generateAuthors({ seed: 3, size: 200 })

/** A list whose count grows as the person pages further: 1,200 on page 1, then 1,203, then 1,215. */
function serveGrowingList() {
  const counts = new Map([
    [0, 1200],
    [50, 1203],
    [100, 1215],
  ])
  serveListWith((request) => {
    const url = new URL(request.url)
    const offset = Number(url.searchParams.get('offset') ?? 0)
    const count = counts.get(offset) ?? 1215
    const link = (to: number) => `${url.origin}${url.pathname}?limit=50&offset=${to}`
    return Response.json(
      pageBody(authors.slice(offset, offset + 50), { count, next: link(offset + 50), previous: offset > 0 ? link(offset - 50) : null }),
    )
  })
}

const notice = () => screen.queryByText(/The list changed while you were paging/, { selector: 'p' })
const next = () => within(pagination()).getByRole('button', { name: 'Next page' })

describe('the count-drift notice', () => {
  it('reports the whole change since paging began in this search, not the last step', async () => {
    serveGrowingList()
    const { user } = renderApp()
    await findRange('1–50 of 1,200')
    expect(notice()).toBeNull()

    await user.click(next())
    await findRange('51–100 of 1,203')
    expect(notice()).toHaveTextContent('3 authors added')

    await user.click(next())
    await findRange('101–150 of 1,215')
    expect(notice()).toHaveTextContent('15 authors added')

    await user.click(within(pagination()).getByRole('button', { name: 'Previous page' }))
    await findRange('51–100 of 1,203')
    expect(notice()).toHaveTextContent('3 authors added')
  })

  it('starts again from the new count after "Reload the list"', async () => {
    serveGrowingList()
    const { user } = renderApp({ url: '/?offset=50' })
    await findRange('51–100 of 1,203')
    await user.click(next())
    await findRange('101–150 of 1,215')
    expect(notice()).toHaveTextContent('12 authors added')
    await user.click(screen.getByRole('button', { name: 'Reload the list' }))
    await findRange('101–150 of 1,215')
    expect(notice()).toBeNull()
  })
})
