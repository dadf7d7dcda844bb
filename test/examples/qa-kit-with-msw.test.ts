// A worked example for QA engineers: the demo API in your own Vitest tests, through msw/node.
// Copy it, and replace the fetch calls with whatever your code under test does.
// @vitest-environment node
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { AUTHORS_LIST_PATH, createHandlers, generateAuthors } from '../../src/demo-api/qa-kit'
import { server as appTestServer } from '../msw-server'

// Your own dataset: deterministic for a seed and size.
const authors = generateAuthors({ seed: 42, size: 300 })
const server = setupServer(...createHandlers({ authors }))
const listUrl = `http://api.test${AUTHORS_LIST_PATH}`

// This repository's own test setup already runs an msw server; step it aside for this file.
// In your project you only need the three lines with `server`.
beforeAll(() => {
  appTestServer.close()
  server.listen({ onUnhandledRequest: 'error' })
})
afterEach(() => server.resetHandlers())
afterAll(() => {
  server.close()
  appTestServer.listen({ onUnhandledRequest: 'error' })
})

describe('the demo API in a QA test', () => {
  it('pages like Django REST framework', async () => {
    const page = await (await fetch(`${listUrl}?limit=100&offset=100`)).json()
    expect(page.count).toBe(300)
    expect(page.results).toHaveLength(100)
    expect(page.next).toBe(`${listUrl}?limit=100&offset=200`)
    expect(page.previous).toBe(`${listUrl}?limit=100`)
  })

  it('switches to a failure scenario for one test', async () => {
    server.use(...createHandlers({ authors, scenario: 'rate-limited' }))
    const response = await fetch(listUrl)
    expect(response.status).toBe(429)
    expect(response.headers.get('Retry-After')).toBe('30')
  })

  it('is back to normal in the next test', async () => {
    expect((await fetch(listUrl)).status).toBe(200)
  })
})
