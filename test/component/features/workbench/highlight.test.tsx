import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AuthorText } from '../../../../src/entities/author/author-text'
import { matchRanges } from '../../../../src/features/workbench/highlight'

const renderMarked = (value: string, search: string) => render(<AuthorText value={value} marks={matchRanges(value, search)} />).container

describe('search-match highlighting', () => {
  it('marks the matched part in any case, the text unchanged', () => {
    const text = renderMarked('ИВАНОВ', 'ов')
    expect(Array.from(text.querySelectorAll('mark'), (mark) => mark.textContent)).toEqual(['ОВ'])
    expect(text.textContent).toBe('ИВАНОВ')
  })

  it('keeps a leading no-break space, still marked as whitespace, inside or outside the match', () => {
    const text = renderMarked('\u00a0Иванов', 'иван')
    expect(text.textContent).toBe('\u00a0Иванов')
    expect(Array.from(text.querySelectorAll('mark'), (mark) => mark.textContent)).toEqual(['Иван'])
    expect(text.querySelector('.value-whitespace')?.textContent).toBe('\u00a0')

    const spaced = renderMarked('Иванов  И', 'ов  и')
    const mark = spaced.querySelector('mark')!
    expect(mark.textContent).toBe('ов  И')
    expect(mark.querySelector('.value-whitespace')?.textContent).toBe('  ')
    expect(spaced.textContent).toBe('Иванов  И')
  })

  it('marks every occurrence and nothing when the search does not match', () => {
    const text = renderMarked('Smith-Smithson', 'smith')
    expect(text.querySelectorAll('mark')).toHaveLength(2)
    expect(renderMarked('Иванов', 'петр').querySelector('mark')).toBeNull()
  })
})
