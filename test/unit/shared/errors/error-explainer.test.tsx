// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// The explanations load once per page: each test starts from a page that has not loaded them.
beforeEach(() => vi.resetModules())
afterEach(() => vi.doUnmock('../../../../src/shared/errors/error-message'))

async function freshPage() {
  const explainer = await import('../../../../src/shared/errors/error-explainer')
  const { LanguageProvider } = await import('../../../../src/shared/i18n/language-provider')
  const { ApiError } = await import('../../../../src/shared/api/api-error')
  const inRussian = ({ children }: { children: ReactNode }) => <LanguageProvider lang="ru">{children}</LanguageProvider>
  return { ...explainer, inRussian, offline: new ApiError('network', 'Failed to fetch') }
}

describe('useExplainError', () => {
  it('has no explanation before the explanations load, then explains in the UI’s language once they arrive', async () => {
    const { useExplainError, inRussian, offline } = await freshPage()
    const { result } = renderHook(() => useExplainError(), { wrapper: inRussian })
    expect(result.current).toBeUndefined()
    await waitFor(() => expect(result.current).toBeDefined())
    expect(result.current!(offline).title).toBe('Сервер недоступен')
  })

  it('brings every panel that waits for the explanations up to date when they arrive', async () => {
    const { useExplainError, preloadErrorExplanations, offline } = await freshPage()
    const first = renderHook(() => useExplainError())
    const second = renderHook(() => useExplainError())
    await preloadErrorExplanations()
    await waitFor(() => expect(first.result.current?.(offline).title).toBe('Cannot reach the server'))
    expect(second.result.current?.(offline).title).toBe('Cannot reach the server')
  })

  it('does not ask for the explanations for a caller that shows no error yet, and asks once it does', async () => {
    const { useExplainError, explanationsChunk, offline } = await freshPage()
    const load = vi.spyOn(explanationsChunk, 'load')
    const { result, rerender } = renderHook(({ needed }) => useExplainError(needed), { initialProps: { needed: false } })
    rerender({ needed: false })
    expect(load).not.toHaveBeenCalled()
    expect(result.current).toBeUndefined()
    rerender({ needed: true })
    expect(load).toHaveBeenCalledOnce()
    await waitFor(() => expect(result.current?.(offline).title).toBe('Cannot reach the server'))
  })

  it('explains at once on a page that has loaded the explanations', async () => {
    const { useExplainError, preloadErrorExplanations, offline } = await freshPage()
    await preloadErrorExplanations()
    const { result } = renderHook(() => useExplainError())
    expect(result.current?.(offline).title).toBe('Cannot reach the server')
  })

  it('stands in a general title, in the UI’s language, when the explanations cannot be loaded, until a later load brings them', async () => {
    vi.doMock('../../../../src/shared/errors/error-message', () => {
      throw new Error('Failed to fetch dynamically imported module')
    })
    const { useExplainError, preloadErrorExplanations, inRussian, offline } = await freshPage()
    const { result } = renderHook(() => useExplainError(), { wrapper: inRussian })
    await waitFor(() => expect(result.current).toBeDefined())
    // The title alone: the views that show a body give the general sentence themselves (explanation-body.ts).
    expect(result.current!(offline)).toEqual({ title: 'Что-то пошло не так', fallback: true })
    vi.doUnmock('../../../../src/shared/errors/error-message')
    await preloadErrorExplanations()
    await waitFor(() => expect(result.current!(offline).title).toBe('Сервер недоступен'))
  })
})

describe('preloadErrorExplanations', () => {
  it('loads the explanations once, however often it is asked', async () => {
    const { preloadErrorExplanations, explanationsChunk, offline } = await freshPage()
    const load = vi.spyOn(explanationsChunk, 'load')
    const [first, second] = await Promise.all([preloadErrorExplanations(), preloadErrorExplanations()])
    expect(first?.describeError(offline).title).toBe('Cannot reach the server')
    expect(second).toBe(first)
    expect(await preloadErrorExplanations()).toBe(first)
    // One chunk, fetched once: the count is the behaviour.
    expect(load).toHaveBeenCalledOnce()
  })

  it('tries again after a load that failed (a deploy mid-visit, the network)', async () => {
    vi.doMock('../../../../src/shared/errors/error-message', () => {
      throw new Error('Failed to fetch dynamically imported module')
    })
    const { preloadErrorExplanations, offline } = await freshPage()
    expect(await preloadErrorExplanations()).toBeUndefined()
    vi.doUnmock('../../../../src/shared/errors/error-message')
    const module = await preloadErrorExplanations()
    expect(module?.describeError(offline).title).toBe('Cannot reach the server')
  })
})
