// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { describeRun, explainMark, explainRow } from '../../../../src/features/workbench/mark-tips'
import { en, ru } from '../../../../src/features/workbench/messages'
import { formatFor } from '../../../../src/shared/i18n/format'

const html = (markup: string) => {
  const row = document.createElement('div')
  row.innerHTML = markup
  return row
}

describe('describeRun', () => {
  it('says how long a run is, its kinds in order of appearance, and the code of each other kind once', () => {
    expect(describeRun('\u3000 \u3000\t\u2009')).toEqual({ count: 5, kinds: ['other', 'space', 'tab'], codes: ['U+3000', 'U+2009'] })
    expect(describeRun('  ')).toEqual({ count: 2, kinds: ['space'], codes: [] })
    expect(describeRun('\u00a0')).toEqual({ count: 1, kinds: ['nbsp'], codes: [] })
  })
})

describe('explainMark', () => {
  const f = formatFor('en')
  const first = (markup: string) => html(markup).firstElementChild!

  it('names each kind of whitespace in a run once, and any other kind by its code point', () => {
    expect(explainMark(first('<span class="value-whitespace">\u2003\u2003\u2009 </span>'), en, f)).toBe(
      '4 whitespace characters (U+2003, U+2009, space), marked because the page would not show it otherwise.',
    )
    expect(explainMark(first('<span class="value-whitespace">\t</span>'), ru, formatFor('ru'))).toBe(
      '1 пробельный символ (табуляция) — отмечено, потому что иначе на странице не видно.',
    )
  })

  it('tells null from empty text', () => {
    expect(explainMark(first('<span class="value-null">null</span>'), en, f)).toBe('No value (null).')
    expect(explainMark(first('<span class="value-empty">empty</span>'), en, f)).toBe('Empty text: a value of no characters, not null.')
  })

  it('explains a twin mark and a flag mark by their names and what they mean', () => {
    expect(
      explainMark(
        first(
          '<span class="twin-mark"><span aria-hidden="true">≡2</span><span class="visually-hidden">2 records with this name</span></span>',
        ),
        en,
        f,
      ),
    ).toBe(`2 records with this name. ${en.twinLegend}`)
    expect(
      explainMark(
        first(
          '<span class="flag-mark" data-flag="tab"><span aria-hidden="true">⇥</span><span class="visually-hidden">Tab or line break (last name);</span></span>',
        ),
        en,
        f,
      ),
    ).toBe('Tab or line break (last name). A tab or line break inside a value.')
  })

  it('says nothing of what is not a mark, or of a legend’s hidden sample', () => {
    expect(explainMark(first('<span>Иванов</span>'), en, f)).toBeUndefined()
    expect(explainMark(first('<span class="value-script" aria-hidden="true">A</span>'), en, f)).toBeUndefined()
  })

  it('lists a row’s marks once each, in the order they show', () => {
    const row = html(
      '<span class="value-script" data-name="Latin A">A</span> <span class="value-null">null</span> <span class="value-null">null</span>',
    )
    expect(explainRow(row, en, f)).toEqual([expect.stringMatching(/^Latin A: /), 'No value (null).'])
  })
})
