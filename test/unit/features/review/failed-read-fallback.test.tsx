// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Lang } from '../../../../src/shared/i18n/lang'

const EXPLANATIONS = '../../../../src/shared/errors/error-message'

// The explanations load once per page: each test starts from a page that has not loaded them,
// on which they cannot be loaded.
beforeEach(() => {
  vi.resetModules()
  vi.doMock(EXPLANATIONS, () => {
    throw new TypeError('Failed to fetch dynamically imported module')
  })
})
afterEach(() => {
  vi.doUnmock(EXPLANATIONS)
  cleanup()
})

async function renderFailedRead(lang: Lang) {
  const { Failed } = await import('../../../../src/features/review/dialog/progress')
  const messages = await import('../../../../src/features/review/messages')
  const { ApiError } = await import('../../../../src/shared/api/api-error')
  const { LanguageProvider, useFormat } = await import('../../../../src/shared/i18n/language-provider')
  const state = {
    phase: 'failed' as const,
    progress: { received: 200, count: 1_000, pass: 1, waitingSeconds: undefined, changed: false },
    error: new ApiError('http', 'The server answered with HTTP 500.', { status: 500 }),
  }
  function View() {
    return <Failed state={state} onResume={vi.fn()} onCancel={vi.fn()} m={messages[lang]} f={useFormat()} />
  }
  render(
    <LanguageProvider lang={lang}>
      <View />
    </LanguageProvider>,
  )
}

describe('the review’s failed read when the error explanations cannot be loaded', () => {
  it('gives the general title and sentence', async () => {
    await renderFailedRead('en')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Something went wrong The list could not be shown, and the description of this error could not be loaded either: .*Retry, or reload the page\.$/,
    )
  })

  it('gives them in Russian in a Russian UI', async () => {
    await renderFailedRead('ru')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Что-то пошло не так Список не удалось показать, и описание этой ошибки тоже не загрузилось: .*перезагрузите страницу\.$/,
    )
  })
})
