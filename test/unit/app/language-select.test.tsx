// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { LanguageSelect } from '../../../src/app/language-select'
import { LanguageProvider } from '../../../src/shared/i18n/language-provider'

describe('the Language control', () => {
  it('offers English and Russian, each by its own name, and switches the page to the one chosen', async () => {
    render(
      <LanguageProvider lang={undefined}>
        <LanguageSelect />
      </LanguageProvider>,
    )
    const select = screen.getByRole('combobox', { name: 'Language' })
    expect([...(select as HTMLSelectElement).options].map((option) => [option.value, option.text])).toEqual([
      ['en', 'English'],
      ['ru', 'Русский'],
    ])
    await userEvent.selectOptions(select, 'Русский')
    expect(screen.getByRole('combobox', { name: 'Язык' })).toHaveValue('ru')
    expect(document.documentElement.lang).toBe('ru')
  })
})
