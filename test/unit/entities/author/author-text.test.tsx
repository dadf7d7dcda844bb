// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AuthorText } from '../../../../src/entities/author/author-text'
import { LanguageProvider } from '../../../../src/shared/i18n/language-provider'

/** The text of each marked whitespace run, with the glyphs drawn over it (what it means is the workbench's tip). */
function marks(value: string | null) {
  const { container } = render(<AuthorText value={value} />)
  expect(container.textContent).toBe(value === null ? 'null' : value === '' ? 'empty' : value)
  return [...container.querySelectorAll('.value-whitespace')].map((mark) => [mark.textContent, mark.getAttribute('data-glyphs')])
}

describe('AuthorText', () => {
  it('shows ordinary text as it is, with nothing marked', () => {
    const { container } = render(<AuthorText value="Иванов И. И." />)
    expect(container.innerHTML).toBe('Иванов И. И.')
  })

  it.each([
    ['a tab', 'Ivan\tov', '\t', '→'],
    ['a no-break space', 'Ivan\u00a0Petrov', '\u00a0', '°'],
    ['a line break', 'Ivan\nPetrov', '\n', '¤'],
    ['an ideographic space', 'Ivan\u3000Petrov', '\u3000', '¤'],
    ['a doubled space', 'Ivanov  I.', '  ', '··'],
    ['a space and a tab', 'Ivanov \tI.', ' \t', '·→'],
  ])('marks %s inside a name', (_, value, run, glyphs) => {
    expect(marks(value)).toEqual([[run, glyphs]])
  })

  it('marks leading and trailing spaces, however many', () => {
    expect(marks(' Petrov')).toEqual([[' ', '·']])
    expect(marks('Petrov ')).toEqual([[' ', '·']])
    expect(marks('  Petrov   ')).toEqual([
      ['  ', '··'],
      ['   ', '···'],
    ])
    expect(marks('\u00a0\tPetrov')).toEqual([['\u00a0\t', '°→']])
  })

  it('marks each run apart, keeping the text between them', () => {
    const { container } = render(<AuthorText value={'A\tB  C'} />)
    expect([...container.childNodes].map((node) => [node.nodeName, node.textContent])).toEqual([
      ['#text', 'A'],
      ['SPAN', '\t'],
      ['#text', 'B'],
      ['SPAN', '  '],
      ['#text', 'C'],
    ])
  })

  it('leaves a single space between words unmarked', () => {
    expect(marks('Ivan Petrov Sidorov')).toEqual([])
  })

  it('tells null from empty text', () => {
    const nothing = render(<AuthorText value={null} />).container.firstElementChild
    expect(nothing).toHaveTextContent('null')
    expect(nothing).toHaveClass('value-null')
    const empty = render(<AuthorText value="" />).container.firstElementChild
    expect(empty).toHaveTextContent('empty')
    expect(empty).toHaveClass('value-empty')
  })

  it('shows markup as text', () => {
    const { container } = render(<AuthorText value={'<b>Ivanov</b>  &amp;'} />)
    expect(container.querySelector('b')).toBeNull()
    expect(container.textContent).toBe('<b>Ivanov</b>  &amp;')
  })

  it('marks a name that is only whitespace', () => {
    expect(marks('   ')).toEqual([['   ', '···']])
  })

  it('draws one glyph per whitespace character, of its kind', () => {
    const { container } = render(<AuthorText value={'A\u00a0\t \u2003B'} />)
    expect([...container.querySelectorAll('.value-whitespace')].map((mark) => mark.getAttribute('data-glyphs'))).toEqual(['°→·¤'])
  })
})

describe('AuthorText: letters of the other script', () => {
  /** Each marked run with the name assistive technology hears after it, and the whole text. */
  function strays(value: string, lang: 'en' | 'ru' = 'en') {
    const { container } = render(
      <LanguageProvider lang={lang}>
        <AuthorText value={value} />
      </LanguageProvider>,
    )
    // The text content (and so what a selection copies) is the string exactly as received.
    expect(container.textContent).toBe(value)
    return [...container.querySelectorAll('.value-script')].map((mark) => [mark.textContent, mark.getAttribute('data-name')])
  }

  it('marks exactly the Latin letter among Cyrillic ones, named in English and Russian', () => {
    expect(strays('Орлов A.')).toEqual([['A', 'Latin A']])
    expect(strays('Орлов A.', 'ru')).toEqual([['A', 'латинская A']])
    const { container } = render(<AuthorText value="Орлов A." />)
    expect([...container.childNodes].map((node) => [node.nodeName, node.textContent])).toEqual([
      ['#text', 'Орлов '],
      ['SPAN', 'A'],
      ['#text', '.'],
    ])
  })

  it('marks a Cyrillic letter inside a Latin word', () => {
    expect(strays('Ivan\u043ev')).toEqual([['\u043e', 'Cyrillic \u043e']])
    expect(strays('Ivan\u043ev', 'ru')).toEqual([['\u043e', 'кириллическая \u043e']])
    expect(strays('Ivan\u043ev Petr\u043ev')).toEqual([
      ['\u043e', 'Cyrillic \u043e'],
      ['\u043e', 'Cyrillic \u043e'],
    ])
  })

  it('marks a run of strays as one, named in the plural in Russian', () => {
    expect(strays('Иванов Ab')).toEqual([['Ab', 'Latin Ab']])
    expect(strays('Иванов Ab', 'ru')).toEqual([['Ab', 'латинские Ab']])
  })

  it('marks nothing in a name of one script', () => {
    expect(strays('Иванов И. И.')).toEqual([])
    expect(strays('Ivanov I. I.')).toEqual([])
  })

  it('keeps the stray marked inside whitespace marks and search matches', () => {
    const { container } = render(<AuthorText value={'Орлов  A.'} marks={[[4, 8]]} />)
    expect(container.textContent).toBe('Орлов  A.')
    expect(container.querySelector('mark .value-script')).toHaveTextContent(/^A$/)
    expect(container.querySelector('mark .value-whitespace')?.textContent).toBe('  ')
  })
})

/** The value's nodes: text as it is, a whitespace mark as [text], a search match as { mark: nodes }. */
type Shown = string | [string] | { mark: Shown[] }
function shown(nodes: NodeListOf<ChildNode>): Shown[] {
  return [...nodes].map((node) => {
    if (node.nodeName === 'MARK') return { mark: shown(node.childNodes) }
    if (node.nodeName === 'SPAN') return [node.textContent ?? '']
    return node.textContent ?? ''
  })
}

describe('AuthorText with search matches', () => {
  const matched = (value: string, ranges: ReadonlyArray<readonly [number, number]>) =>
    shown(render(<AuthorText value={value} marks={ranges} />).container.childNodes)

  it('highlights the matched part of a name, keeping the text around it', () => {
    expect(matched('Ivanova', [[2, 5]])).toEqual(['Iv', { mark: ['ano'] }, 'va'])
    expect(matched('Ivanova', [[0, 4]])).toEqual([{ mark: ['Ivan'] }, 'ova'])
    expect(matched('Ivanova', [[3, 7]])).toEqual(['Iva', { mark: ['nova'] }])
  })

  it('highlights every match, and the text between them', () => {
    expect(
      matched('Petrov Petrovich', [
        [0, 6],
        [7, 13],
      ]),
    ).toEqual([{ mark: ['Petrov'] }, ' ', { mark: ['Petrov'] }, 'ich'])
  })

  it('keeps whitespace marked inside a match, and splits a run a match starts in', () => {
    expect(matched('A\tB', [[0, 3]])).toEqual([{ mark: ['A', ['\t'], 'B'] }])
    expect(matched('A  B', [[2, 4]])).toEqual(['A', [' '], { mark: [[' '], 'B'] }])
  })

  it('shows matches that touch as two, with nothing between them, inside a word or a whitespace run', () => {
    expect(
      matched('Ivanova', [
        [0, 2],
        [2, 4],
      ]),
    ).toEqual([{ mark: ['Iv'] }, { mark: ['an'] }, 'ova'])
    expect(
      matched('A    B', [
        [1, 3],
        [3, 5],
      ]),
    ).toEqual(['A', { mark: [['  ']] }, { mark: [['  ']] }, 'B'])
  })

  it('shows matches that touch the end of the name with nothing after them', () => {
    expect(matched('Ivanov ', [[3, 7]])).toEqual(['Iva', { mark: ['nov', [' ']] }])
    expect(matched('Ivanov', [[0, 6]])).toEqual([{ mark: ['Ivanov'] }])
  })

  it('shows the matches of a changed search, not the old ones', () => {
    const { container, rerender } = render(<AuthorText value={'A  B  C'} marks={[[0, 1]]} />)
    rerender(
      <AuthorText
        value={'A  B  C'}
        marks={[
          [3, 4],
          [6, 7],
        ]}
      />,
    )
    expect(shown(container.childNodes)).toEqual(['A', ['  '], { mark: ['B'] }, ['  '], { mark: ['C'] }])
    rerender(<AuthorText value={'A  B  C'} marks={[[1, 6]]} />)
    expect(shown(container.childNodes)).toEqual(['A', { mark: [['  '], 'B', ['  ']] }, 'C'])
    expect(container.textContent).toBe('A  B  C')
  })
})
