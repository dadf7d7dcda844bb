// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { en } from '../../../../src/features/pager/messages'
import { Pager, type PagerProps } from '../../../../src/features/pager/pager'
import { pagerProps } from '../../../pager-props'

/** The pager on page 6 of 20, with only the page jump under test. */
function renderPager(overrides: Partial<PagerProps> = {}) {
  const props = pagerProps(overrides)
  const onPage = props.onPage
  render(<Pager {...props} />)
  const nav = screen.getByRole('navigation', { name: en.label })
  const user = userEvent.setup()
  const jump = async (text: string) => {
    const box = within(nav).getByRole('spinbutton', { name: en.jumpLabel })
    await user.clear(box)
    if (text !== '') await user.type(box, text)
    await user.click(within(nav).getByRole('button', { name: en.go }))
    return box
  }
  return { onPage, jump }
}

describe('the page jump', () => {
  it.each(['0', '-3'])('takes page %s to the first page, never below it', async (text) => {
    const { onPage, jump } = renderPager()
    const box = await jump(text)
    expect(onPage).toHaveBeenCalledExactlyOnceWith(1)
    expect(box).toHaveValue(1)
  })

  it('takes a page past the last to the last page', async () => {
    const { onPage, jump } = renderPager()
    const box = await jump('99')
    expect(onPage).toHaveBeenCalledExactlyOnceWith(20)
    expect(box).toHaveValue(20)
  })

  it('goes to a page in range, and stays put for the current page or no number at all', async () => {
    const { onPage, jump } = renderPager()
    await jump('13')
    expect(onPage).toHaveBeenCalledExactlyOnceWith(13)
    await jump('6')
    const box = await jump('')
    expect(onPage).toHaveBeenCalledTimes(1)
    expect(box).toHaveValue(6)
  })

  it('has no upper bound before the count is known', async () => {
    const { onPage, jump } = renderPager({ pageCount: undefined })
    await jump('4000')
    expect(onPage).toHaveBeenCalledExactlyOnceWith(4000)
  })

  it('says how many pages there are, and takes no page above the last', () => {
    renderPager()
    const nav = screen.getByRole('navigation', { name: en.label })
    expect(within(nav).getByText('of 20')).toBeInTheDocument()
    expect(within(nav).getByRole('spinbutton', { name: en.jumpLabel })).toHaveAttribute('max', '20')
  })

  it('shows the new page when the person moves by other means', () => {
    const props = pagerProps()
    const { rerender } = render(<Pager {...props} />)
    const box = screen.getByRole('spinbutton', { name: en.jumpLabel })
    expect(box).toHaveValue(6)
    rerender(<Pager {...props} page={7} />)
    expect(box).toHaveValue(7)
  })
})
