import { vi } from 'vitest'
import type { PagerProps } from '../src/features/pager/pager'

/** The pager's props on page 6 of 20 (960 authors at 50 a page), every handler a mock. */
export function pagerProps(overrides: Partial<PagerProps> = {}): PagerProps {
  return {
    page: 6,
    pageCount: 20,
    shown: { offset: 250, rows: 50, count: 960 },
    limit: 50,
    canFirst: true,
    canPrevious: true,
    canNext: true,
    canLast: true,
    onFirst: vi.fn(),
    onPrevious: vi.fn(),
    onNext: vi.fn(),
    onLast: vi.fn(),
    onPage: vi.fn(),
    pageHref: (page) => `/?offset=${(page - 1) * 50}`,
    onLimit: vi.fn(),
    ...overrides,
  }
}
