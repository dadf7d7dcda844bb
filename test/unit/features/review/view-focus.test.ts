import { afterEach, describe, expect, it } from 'vitest'
import { mayTakeFocus } from '../../../../src/features/review/dialog/view-focus'

/** The review's dialog as it is laid out: a pager above the page of records, and the page. */
function review() {
  document.body.innerHTML = `
    <button id="behind">Review all matches</button>
    <dialog open tabindex="-1">
      <section class="review-list">
        <h3 data-review-heading tabindex="-1">Possible duplicates</h3>
        <nav><button id="next">Next page</button></nav>
        <div class="review-page">
          <table><tbody>
            <tr data-record="0" tabindex="0"><td>Цой</td></tr>
            <tr data-record="2" tabindex="-1"><td>Tsoi <button id="same">Same person</button></td></tr>
          </tbody></table>
        </div>
      </section>
    </dialog>`
  const get = (selector: string) => document.querySelector<HTMLElement>(selector)!
  return { dialog: get('dialog'), get }
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('mayTakeFocus: the review moves focus to a painted view’s first record', () => {
  it('when the focus was lost with the view it was in', () => {
    const { dialog } = review()
    expect(mayTakeFocus(document.body, dialog)).toBe(true)
    expect(mayTakeFocus(null, dialog)).toBe(true)
  })

  it('when it is elsewhere in the dialog: the dialog itself as it opens, a pager’s button, the heading', () => {
    const { dialog, get } = review()
    expect(mayTakeFocus(dialog, dialog)).toBe(true)
    expect(mayTakeFocus(get('#next'), dialog)).toBe(true)
    expect(mayTakeFocus(get('[data-review-heading]'), dialog)).toBe(true)
  })

  it('not when the person is already on a record of the page, or a control in it (j pressed before it ran)', () => {
    const { dialog, get } = review()
    expect(mayTakeFocus(get('[data-record="2"]'), dialog)).toBe(false)
    expect(mayTakeFocus(get('[data-record="0"]'), dialog)).toBe(false)
    expect(mayTakeFocus(get('#same'), dialog)).toBe(false)
  })

  it('not when the focus is outside the dialog', () => {
    const { dialog, get } = review()
    expect(mayTakeFocus(get('#behind'), dialog)).toBe(false)
    expect(mayTakeFocus(get('#behind'), null)).toBe(false)
  })
})
