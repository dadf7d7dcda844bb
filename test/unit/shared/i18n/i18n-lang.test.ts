import { afterEach, describe, expect, it, vi } from 'vitest'
import { browserLang, detectLang, isLang } from '../../../../src/shared/i18n/lang'

describe('detectLang', () => {
  it('chooses Russian when any of the browser languages is Russian', () => {
    expect(detectLang(['ru'])).toBe('ru')
    expect(detectLang(['ru-RU', 'en-US'])).toBe('ru')
    expect(detectLang(['en-US', 'de', 'ru-UA'])).toBe('ru')
    expect(detectLang(['RU_ru'])).toBe('ru')
    expect(detectLang([' ru-BY '])).toBe('ru')
  })

  it('chooses English otherwise', () => {
    expect(detectLang(['en-US', 'en'])).toBe('en')
    expect(detectLang(['de-DE'])).toBe('en')
    expect(detectLang(['uk-UA', 'be'])).toBe('en')
    expect(detectLang(['rue'])).toBe('en') // Rusyn, not Russian
    expect(detectLang(['run'])).toBe('en')
    expect(detectLang(['tt-RU', 'be-RU'])).toBe('en') // Tatar and Belarusian as spoken in Russia
    expect(detectLang([])).toBe('en')
    expect(detectLang(undefined)).toBe('en')
  })
})

describe('browserLang', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('reads navigator.languages', () => {
    vi.stubGlobal('navigator', { languages: ['de-DE', 'ru-RU'], language: 'de-DE' })
    expect(browserLang()).toBe('ru')
  })

  it('speaks English where there is no navigator (Node)', () => {
    vi.stubGlobal('navigator', undefined)
    expect(browserLang()).toBe('en')
  })

  it('reads navigator.language in a browser with no languages list', () => {
    vi.stubGlobal('navigator', { language: 'ru-RU' })
    expect(browserLang()).toBe('ru')
  })

  it('falls back to navigator.language when the list is empty', () => {
    vi.stubGlobal('navigator', { languages: [], language: 'ru' })
    expect(browserLang()).toBe('ru')
    vi.stubGlobal('navigator', { languages: [], language: 'fr-FR' })
    expect(browserLang()).toBe('en')
  })
})

it('isLang accepts only the UI languages', () => {
  expect(isLang('en')).toBe(true)
  expect(isLang('ru')).toBe(true)
  for (const value of ['EN', 'ru-RU', 'de', '', null, undefined, 1, {}]) expect(isLang(value)).toBe(false)
})
