// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { useContext, type ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import {
  createRowsStore,
  SearchTermsContext,
  useWorkbenchRows,
  WorkbenchContext,
  type WorkbenchRows,
} from '../../../../src/entities/author/row-parts'

const rows = (): WorkbenchRows => ({ checks: () => null, actions: () => null, matches: () => undefined, onRowKeyDown: () => {} })

describe('the workbench rows store', () => {
  it('gives the rows it was last set to, and tells every subscriber of each change until it unsubscribes', () => {
    const store = createRowsStore()
    expect(store.get()).toBeUndefined()
    const first = vi.fn()
    const second = vi.fn()
    const stopFirst = store.subscribe(first)
    store.subscribe(second)
    const published = rows()
    store.set(published)
    expect(store.get()).toBe(published)
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 1])
    stopFirst()
    store.set(undefined)
    expect(store.get()).toBeUndefined()
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 2])
  })

  it('re-renders a row with the workbench’s rows once they are published, and without them when they go', () => {
    const store = createRowsStore()
    const wrapper = ({ children }: { children: ReactNode }) => <WorkbenchContext value={store}>{children}</WorkbenchContext>
    const { result } = renderHook(() => useWorkbenchRows(), { wrapper })
    expect(result.current).toBeUndefined()
    const published = rows()
    act(() => store.set(published))
    expect(result.current).toBe(published)
    act(() => store.set(undefined))
    expect(result.current).toBeUndefined()
  })

  it('gives a table on its own, outside any workbench, no rows', () => {
    const { result } = renderHook(() => useWorkbenchRows())
    expect(result.current).toBeUndefined()
  })

  it('gives cells outside a searched list no search to mark', () => {
    const { result } = renderHook(() => useContext(SearchTermsContext))
    expect(result.current).toEqual({ lastName: '', firstName: '' })
  })

  it('renders the workbench’s rows on the server too, and none without a workbench', () => {
    const store = createRowsStore()
    store.set(rows())
    const Probe = () => <>{useWorkbenchRows() === undefined ? 'without' : 'with'}</>
    expect(
      renderToString(
        <WorkbenchContext value={store}>
          <Probe />
        </WorkbenchContext>,
      ),
    ).toBe('with')
    expect(renderToString(<Probe />)).toBe('without')
  })
})
