import { describe, expect, it } from 'vitest'
import { langFromSearch, normaliseLangParam, withLangParam } from '../../../../src/shared/i18n/lang'

describe('the language a URL names', () => {
  it('reads ru and en in any case and region, the last one winning', () => {
    expect(langFromSearch('?lang=ru')).toBe('ru')
    expect(langFromSearch('?lang=EN')).toBe('en')
    expect(langFromSearch('?lang=ru-RU')).toBe('ru')
    expect(langFromSearch('?lang=%20en_GB%20')).toBe('en')
    expect(langFromSearch('?lang=en&lang=ru')).toBe('ru')
  })

  it('names none for a language the UI does not speak, or none at all', () => {
    for (const search of ['', '?lang=', '?lang=de', '?lang=rue', '?lang=russian', '?lang=ru-', '?offset=50'])
      expect(langFromSearch(search)).toBeUndefined()
  })

  it('normalises the parameter in place, dropping a bad one and keeping every other parameter', () => {
    expect(normaliseLangParam('?offset=50&lang=RU-ru&last_name=x')).toBe('?offset=50&lang=ru&last_name=x')
    expect(normaliseLangParam('?lang=de&offset=50')).toBe('?offset=50')
    expect(normaliseLangParam('?lang=xx')).toBe('')
    expect(normaliseLangParam('?lang=ru&lang=en')).toBe('?lang=en')
    expect(normaliseLangParam('?offset=50')).toBe('?offset=50')
  })

  it('follows a chosen language only where the URL names one', () => {
    expect(withLangParam('?lang=ru&offset=50', 'en')).toBe('?lang=en&offset=50')
    expect(withLangParam('?offset=50', 'en')).toBe('?offset=50')
  })
})
