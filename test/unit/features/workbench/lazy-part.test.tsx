// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { lazyPart } from '../../../../src/features/workbench/lazy-part'

/** A load the test settles by hand. */
function deferredLoads<T>() {
  const pending: Array<{ resolve: (value: T) => void; reject: (reason: unknown) => void }> = []
  const load = vi.fn(
    () =>
      new Promise<T>((resolve, reject) => {
        pending.push({ resolve, reject })
      }),
  )
  return { load, pending }
}

describe('lazyPart', () => {
  it('loads the module once on first use, shared by every component that asks for it', async () => {
    const { load, pending } = deferredLoads<{ name: string }>()
    const part = lazyPart(load)
    const first = renderHook(() => part.use())
    const second = renderHook(() => part.use())
    expect(first.result.current).toMatchObject({ module: undefined, failed: false })
    expect(load).toHaveBeenCalledTimes(1)
    const module = { name: 'inspector' }
    await act(async () => pending[0]!.resolve(module))
    expect(first.result.current.module).toBe(module)
    expect(second.result.current.module).toBe(module)
    // Loaded: asking again, or starting it, loads nothing more.
    renderHook(() => part.use())
    part.start()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('does not load until it is wanted', async () => {
    const { load, pending } = deferredLoads<string>()
    const part = lazyPart(load)
    const { result, rerender } = renderHook(({ wanted }) => part.use(wanted), { initialProps: { wanted: false } })
    expect(load).not.toHaveBeenCalled()
    rerender({ wanted: true })
    expect(load).toHaveBeenCalledTimes(1)
    await act(async () => pending[0]!.resolve('module'))
    expect(result.current.module).toBe('module')
  })

  it('says a load failed, and loads again on retry', async () => {
    const { load, pending } = deferredLoads<string>()
    const part = lazyPart(load)
    const { result } = renderHook(() => part.use())
    await act(async () => pending[0]!.reject(new TypeError('Failed to fetch dynamically imported module')))
    expect(result.current).toMatchObject({ module: undefined, failed: true })
    // A failure is not retried by itself on the next render.
    renderHook(() => part.use())
    expect(load).toHaveBeenCalledTimes(1)
    act(() => result.current.retry())
    expect(load).toHaveBeenCalledTimes(2)
    // While the retry runs the failure is no longer shown.
    expect(result.current).toMatchObject({ module: undefined, failed: false })
    // A second retry while the first is still loading starts nothing more.
    act(() => result.current.retry())
    expect(load).toHaveBeenCalledTimes(2)
    await act(async () => pending[1]!.resolve('module'))
    expect(result.current).toMatchObject({ module: 'module', failed: false })
  })

  it('renders on the server as not loaded yet', () => {
    const part = lazyPart(() => new Promise<string>(() => {}))
    const Probe = () => {
      const { module, failed } = part.use(false)
      return <>{module === undefined && !failed ? 'loading' : 'other'}</>
    }
    expect(renderToString(<Probe />)).toBe('loading')
  })
})
