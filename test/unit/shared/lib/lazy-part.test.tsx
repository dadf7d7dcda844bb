// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { lazyPart } from '../../../../src/shared/lib/lazy-part'

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

const chunkGone = () => new TypeError('Failed to fetch dynamically imported module')

describe('lazyPart', () => {
  it('loads the module once on first use, shared by every component that asks for it', async () => {
    const { load, pending } = deferredLoads<{ name: string }>()
    const part = lazyPart(load)
    const first = renderHook(() => part.use())
    const second = renderHook(() => part.use())
    expect(first.result.current).toMatchObject({ module: undefined, failed: false, retrying: false })
    expect(load).toHaveBeenCalledTimes(1)
    const module = { name: 'inspector' }
    await act(async () => pending[0]!.resolve(module))
    expect(first.result.current.module).toBe(module)
    expect(second.result.current.module).toBe(module)
    // Loaded: asking again, or loading it, loads nothing more.
    renderHook(() => part.use())
    expect(await part.load()).toBe(module)
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

  it('says a load failed, and loads again on retry, still saying so until the retry succeeds', async () => {
    const { load, pending } = deferredLoads<string>()
    const part = lazyPart(load)
    const { result } = renderHook(() => part.use())
    await act(async () => pending[0]!.reject(chunkGone()))
    expect(result.current).toMatchObject({ module: undefined, failed: true, retrying: false })
    // A failure is not retried by itself on the next render.
    renderHook(() => part.use())
    expect(load).toHaveBeenCalledTimes(1)
    act(() => result.current.retry())
    expect(load).toHaveBeenCalledTimes(2)
    // The message that offered the retry stays (with the focus on its button) while the retry runs.
    expect(result.current).toMatchObject({ module: undefined, failed: true, retrying: true })
    // A second retry while the first is still loading starts nothing more.
    act(() => result.current.retry())
    expect(load).toHaveBeenCalledTimes(2)
    await act(async () => pending[1]!.reject(chunkGone()))
    expect(result.current).toMatchObject({ module: undefined, failed: true, retrying: false })
    act(() => result.current.retry())
    await act(async () => pending[2]!.resolve('module'))
    expect(result.current).toMatchObject({ module: 'module', failed: false, retrying: false })
  })

  it('gives the module to code outside React, or why it could not be loaded, and loads again after a failure', async () => {
    const { load, pending } = deferredLoads<string>()
    const part = lazyPart(load)
    const first = part.load()
    expect(part.load()).toBe(first)
    const failure = chunkGone()
    pending[0]!.reject(failure)
    await expect(first).rejects.toBe(failure)
    // A caller that drops the promise leaves no unhandled rejection: the state says it failed.
    void part.load()
    const { result } = renderHook(() => part.use())
    await act(async () => pending[1]!.reject(chunkGone()))
    expect(result.current.failed).toBe(true)
    const third = part.load()
    pending[2]!.resolve('module')
    expect(await third).toBe('module')
    expect(load).toHaveBeenCalledTimes(3)
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
