import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { LanguageProvider } from '../../../../src/shared/i18n/language-provider'
import type { Lang } from '../../../../src/shared/i18n/lang'
import { LazyPart, lazyComponent } from '../../../../src/shared/lib/lazy-component'
import { lazyPart } from '../../../../src/shared/lib/lazy-part'
import { thisPage } from '../../../../src/shared/lib/this-page'

/** What a person sees of a chunk that is gone: the browser's words for a failed import(). */
const chunkGone = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))

/** A load the test settles by hand. */
function deferred<T>() {
  let settle!: { resolve: (value: T) => void; reject: (reason: unknown) => void }
  const promise = new Promise<T>((resolve, reject) => {
    settle = { resolve, reject }
  })
  return { promise, ...settle }
}

function renderIn(lang: Lang, ui: ReactNode) {
  return { user: userEvent.setup(), ...render(<LanguageProvider lang={lang}>{ui}</LanguageProvider>) }
}

const greeting = { Greeting: ({ name }: { name: string }) => <p>Hello, {name}</p> }

describe('a part loaded on first use that cannot be loaded', () => {
  it('says so in words where the part would be, and offers to reload the page and to try again', async () => {
    const reload = vi.spyOn(thisPage, 'reload').mockImplementation(() => {})
    const part = lazyPart(chunkGone)
    const { user } = renderIn('en', <LazyPart part={part}>{({ Greeting }: typeof greeting) => <Greeting name="Anna" />}</LazyPart>)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(
      'This part of the page could not be loaded. The app may have been updated since the page was opened, or the connection dropped.',
    )
    expect(
      within(alert)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Reload the page', 'Try again'])
    await user.click(within(alert).getByRole('button', { name: 'Reload the page' }))
    expect(reload).toHaveBeenCalledOnce()
  })

  it('says so in Russian in a Russian UI', async () => {
    const Greeting = lazyComponent(chunkGone as () => Promise<typeof greeting>, (module) => module.Greeting)
    renderIn('ru', <Greeting name="Анна" />)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(
      'Эту часть страницы не удалось загрузить. Возможно, приложение обновилось, пока страница была открыта, или прервалось соединение.',
    )
    expect(
      within(alert)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Перезагрузить страницу', 'Попробовать ещё раз'])
  })

  it('tries the load again on Try again: busy while it runs, still there if it fails again, the part once it loads', async () => {
    const loads = [deferred<typeof greeting>(), deferred<typeof greeting>(), deferred<typeof greeting>()]
    let attempt = 0
    const Greeting = lazyComponent(
      () => loads[attempt++]!.promise,
      (module) => module.Greeting,
    )
    const { user } = renderIn('en', <Greeting name="Anna" />)
    await act(async () => loads[0]!.reject(new TypeError('Failed to fetch dynamically imported module')))
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    // The message stays while the retry runs, so the focus stays on its button.
    const busy = screen.getByRole('button', { name: 'Trying again…' })
    expect(busy).toHaveAttribute('aria-disabled', 'true')
    expect(busy).toHaveFocus()
    await act(async () => loads[1]!.reject(new TypeError('Failed to fetch dynamically imported module')))
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await act(async () => loads[2]!.resolve(greeting))
    expect(screen.getByText('Hello, Anna')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(attempt).toBe(3)
  })

  it('shows nothing of a quiet part (not on screen), and the failure once the part is shown', async () => {
    const part = lazyPart(chunkGone)
    const panel = (quiet: boolean) => (
      <LazyPart part={part} quiet={quiet} fallback={<p>Loading…</p>}>
        {({ Greeting }: typeof greeting) => <Greeting name="Anna" />}
      </LazyPart>
    )
    const { rerender } = renderIn('en', panel(true))
    await act(async () => {})
    expect(screen.queryByText('Loading…')).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
    rerender(<LanguageProvider lang="en">{panel(false)}</LanguageProvider>)
    expect(screen.getByRole('alert')).toHaveTextContent('This part of the page could not be loaded.')
  })
})

describe('a part loaded on first use', () => {
  it('shows its fallback while it loads, then the part', async () => {
    const load = deferred<typeof greeting>()
    const part = lazyPart(() => load.promise)
    renderIn(
      'en',
      <LazyPart part={part} fallback={<p>Loading…</p>}>
        {({ Greeting }) => <Greeting name="Anna" />}
      </LazyPart>,
    )
    expect(screen.getByText('Loading…')).toBeInTheDocument()
    await act(async () => load.resolve(greeting))
    expect(screen.getByText('Hello, Anna')).toBeInTheDocument()
    expect(screen.queryByText('Loading…')).toBeNull()
  })

  it('renders the component it picks with the props it is given', async () => {
    const Greeting = lazyComponent(
      () => Promise.resolve(greeting),
      (module) => module.Greeting,
    )
    renderIn('en', <Greeting name="Anna" />)
    expect(await screen.findByText('Hello, Anna')).toBeInTheDocument()
  })
})
