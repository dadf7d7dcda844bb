import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Format } from '../../../../src/shared/i18n/format'
import { LanguageProvider, useFormat, useLang, useMessages, useSetLang } from '../../../../src/shared/i18n/language-provider'

// A feature catalogue in the contract's shape.
const en = {
  title: 'Authors',
  found: (n: number, f: Format) => `Found ${f.count(n, { one: 'author', other: 'authors' })}`,
}
const ru: typeof en = {
  title: 'Авторы',
  found: (n, f) =>
    `${f.plural(n, { one: 'Найден', few: 'Найдено', many: 'Найдено', other: 'Найдено' })} ${f.count(n, { one: 'автор', few: 'автора', many: 'авторов', other: 'автора' })}`,
}

function Feature({ count }: { count: number }) {
  const m = useMessages({ en, ru })
  const f = useFormat()
  const setLang = useSetLang()
  return (
    <section aria-label={m.title}>
      <p>{m.found(count, f)}</p>
      <p>lang: {useLang()}</p>
      <button type="button" onClick={() => setLang(otherLang[f.lang])}>
        flip
      </button>
    </section>
  )
}
const otherLang = { en: 'ru', ru: 'en' } as const

describe('LanguageProvider', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    document.documentElement.lang = 'en'
  })

  it('speaks Russian with Russian numbers and plurals, and sets <html lang>', () => {
    render(
      <LanguageProvider lang="ru">
        <Feature count={21001} />
      </LanguageProvider>,
    )
    expect(screen.getByRole('region', { name: 'Авторы' })).toHaveTextContent('Найден 21 001 автор')
    expect(document.documentElement.lang).toBe('ru')
  })

  it('speaks English with English numbers, whatever the browser prefers', () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['de-DE'], language: 'de-DE' })
    render(
      <LanguageProvider lang="en">
        <Feature count={55551} />
      </LanguageProvider>,
    )
    expect(screen.getByRole('region', { name: 'Authors' })).toHaveTextContent('Found 55,551 authors')
    expect(document.documentElement.lang).toBe('en')
  })

  it('starts from the browser’s languages when not told, and switches on request', async () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['en-GB', 'ru'], language: 'en-GB' })
    const onLangChange = vi.fn()
    render(
      <LanguageProvider onLangChange={onLangChange}>
        <Feature count={2} />
      </LanguageProvider>,
    )
    expect(screen.getByText('Найдено 2 автора')).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('ru')
    await userEvent.click(screen.getByRole('button', { name: 'flip' }))
    expect(screen.getByText('Found 2 authors')).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('en')
    expect(onLangChange).toHaveBeenCalledWith('en')
  })

  it('follows a controlled language', () => {
    const { rerender } = render(
      <LanguageProvider lang="en">
        <Feature count={1} />
      </LanguageProvider>,
    )
    expect(screen.getByText('Found 1 author')).toBeInTheDocument()
    rerender(
      <LanguageProvider lang="ru">
        <Feature count={1} />
      </LanguageProvider>,
    )
    expect(screen.getByText('Найден 1 автор')).toBeInTheDocument()
    expect(screen.getByText('lang: ru')).toBeInTheDocument()
  })

  it('is English without a provider', () => {
    render(<Feature count={5} />)
    expect(screen.getByText('Found 5 authors')).toBeInTheDocument()
  })
})

describe('a typed catalogue', () => {
  it('rejects a language that lacks a key or has an extra one (checked by tsc)', () => {
    const base = { a: 'A', b: (n: number) => `${n}` }
    // @ts-expect-error: "b" is missing
    const missing: typeof base = { a: 'А' }
    // @ts-expect-error: "c" is not in English
    const extra: typeof base = { a: 'А', b: (n) => `${n}`, c: 'В' }
    // @ts-expect-error: "b" takes a number and gives text
    const wrong: typeof base = { a: 'А', b: (n: string) => n }
    expect([base, missing, extra, wrong]).toHaveLength(4)
  })
})
