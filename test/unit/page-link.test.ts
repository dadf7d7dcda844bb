import { describe, expect, it } from 'vitest'
import { parsePageLink } from '../../src/api/page-link'

describe('parsePageLink', () => {
  it('reads limit and offset from an absolute DRF link', () => {
    expect(parsePageLink('http://testserver/api/author/non-active/list/?limit=50&offset=100', 50)).toEqual({ limit: 50, offset: 100 })
  })

  it('treats a previous link without offset as the first page', () => {
    expect(parsePageLink('https://api.example.com/api/author/non-active/list/?last_name=Smith&limit=10', 50)).toEqual({ limit: 10, offset: 0 })
  })

  it('ignores the scheme and host, which proxies get wrong', () => {
    expect(parsePageLink('http://backend:8000/api/author/non-active/list/?limit=25&offset=25', 50)).toEqual({ limit: 25, offset: 25 })
  })

  it('takes the last of repeated keys, as DRF does', () => {
    expect(parsePageLink('/x/?limit=10&limit=20&offset=5&offset=40', 50)).toEqual({ limit: 20, offset: 40 })
  })

  it('falls back to the requested limit when the link has none or a bad one', () => {
    expect(parsePageLink('/x/?offset=30', 30)).toEqual({ limit: 30, offset: 30 })
    expect(parsePageLink('/x/?limit=abc&offset=30', 30)).toEqual({ limit: 30, offset: 30 })
    expect(parsePageLink('/x/?limit=0&offset=30', 30)).toEqual({ limit: 30, offset: 30 })
  })

  it('keeps other parameters out of the result', () => {
    expect(parsePageLink('/x/?format=json&last_name=%D0%98%D0%B2&limit=5&offset=5&zzz=1', 50)).toEqual({ limit: 5, offset: 5 })
  })

  it('returns undefined for text that is not a URL', () => {
    expect(parsePageLink('http://', 50)).toBeUndefined()
  })
})
