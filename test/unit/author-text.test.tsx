// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AuthorText } from '../../src/authors/author-text'

/** The text of each marked whitespace run, with the title that names it. */
function marks(value: string | null) {
  const { container } = render(<AuthorText value={value} />)
  expect(container.textContent).toBe(value === null ? 'null' : value === '' ? 'empty' : value)
  return [...container.querySelectorAll('.value-whitespace')].map((mark) => [mark.textContent, mark.getAttribute('title')])
}

describe('AuthorText', () => {
  it('shows ordinary text as it is, with nothing marked', () => {
    const { container } = render(<AuthorText value="Иванов И. И." />)
    expect(container.innerHTML).toBe('Иванов И. И.')
  })

  it.each([
    ['a tab', 'Ivan\tov', '\t', '1 whitespace character (tab)'],
    ['a no-break space', 'Ivan\u00a0Petrov', '\u00a0', '1 whitespace character (non-breaking space)'],
    ['a line break', 'Ivan\nPetrov', '\n', '1 whitespace character (U+000A)'],
    ['an ideographic space', 'Ivan\u3000Petrov', '\u3000', '1 whitespace character (U+3000)'],
    ['a doubled space', 'Ivanov  I.', '  ', '2 whitespace characters (space)'],
    ['a space and a tab', 'Ivanov \tI.', ' \t', '2 whitespace characters (space, tab)'],
  ])('marks %s inside a name', (_, value, run, title) => {
    expect(marks(value)).toEqual([[run, title]])
  })

  it('marks leading and trailing spaces, however many', () => {
    expect(marks(' Petrov')).toEqual([[' ', '1 whitespace character (space)']])
    expect(marks('Petrov ')).toEqual([[' ', '1 whitespace character (space)']])
    expect(marks('  Petrov   ')).toEqual([
      ['  ', '2 whitespace characters (space)'],
      ['   ', '3 whitespace characters (space)'],
    ])
    expect(marks('\u00a0\tPetrov')).toEqual([['\u00a0\t', '2 whitespace characters (non-breaking space, tab)']])
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
    expect(nothing).toHaveAttribute('title', 'No value (null)')
    expect(nothing).toHaveClass('value-null')
    const empty = render(<AuthorText value="" />).container.firstElementChild
    expect(empty).toHaveTextContent('empty')
    expect(empty).toHaveAttribute('title', 'Empty text')
    expect(empty).toHaveClass('value-empty')
  })

  it('shows markup as text', () => {
    const { container } = render(<AuthorText value={'<b>Ivanov</b>  &amp;'} />)
    expect(container.querySelector('b')).toBeNull()
    expect(container.textContent).toBe('<b>Ivanov</b>  &amp;')
  })
})
