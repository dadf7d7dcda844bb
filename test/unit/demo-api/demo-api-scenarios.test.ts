import { describe, expect, it } from 'vitest'
import { AUTHORS_LIST_PATH } from '../../../src/shared/api/contract'
import { getDefaultDataset } from '../../../src/demo-api/dataset'
import { createHandlers } from '../../../src/demo-api/handlers'
import { SCENARIO_NAMES, SCENARIOS, isScenarioName } from '../../../src/demo-api/scenarios'
import { server } from '../../msw-server'

const LIST_URL = `http://demo.test${AUTHORS_LIST_PATH}`

async function useScenario(scenario: (typeof SCENARIO_NAMES)[number]) {
  server.use(...createHandlers({ scenario, latencyMs: 0 }))
}

const get = (query = '') => fetch(`${LIST_URL}${query}`, { headers: { Accept: 'application/json' } })

describe('demo API scenarios', () => {
  it('has the scenarios the app, Storybook and QA rely on, each described', () => {
    for (const name of [
      'normal',
      'slow',
      'flaky',
      'server-error',
      'rate-limited',
      'unreachable',
      'empty',
      'malformed',
      'wrong-shape',
      'huge',
      'drifting-count',
    ]) {
      expect(SCENARIO_NAMES).toContain(name)
    }
    for (const name of SCENARIO_NAMES) expect(SCENARIOS[name].description.length).toBeGreaterThan(10)
    expect(isScenarioName('normal')).toBe(true)
    expect(isScenarioName('toString')).toBe(false)
    expect(isScenarioName(undefined)).toBe(false)
  })

  it('normal serves the demo dataset', async () => {
    await useScenario('normal')
    const body = await (await get()).json()
    expect(body.count).toBe(getDefaultDataset().length)
  })

  it('slow waits 2 seconds by default', () => {
    expect(SCENARIOS.slow.latencyMs).toBe(2000)
  })

  it("server-error answers 500 with Django's HTML page", async () => {
    await useScenario('server-error')
    const response = await get()
    expect(response.status).toBe(500)
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8')
    expect(await response.text()).toContain('<h1>Server Error (500)</h1>')
  })

  it("bad-gateway answers a proxy's 502 page", async () => {
    await useScenario('bad-gateway')
    const response = await get()
    expect(response.status).toBe(502)
    expect(await response.text()).toContain('502 Bad Gateway')
  })

  it('flaky fails every second request', async () => {
    await useScenario('flaky')
    const statuses = []
    for (let i = 0; i < 4; i += 1) statuses.push((await get()).status)
    expect(statuses).toEqual([200, 500, 200, 500])
  })

  it("rate-limited answers 429 with Retry-After and DRF's message", async () => {
    await useScenario('rate-limited')
    const response = await get()
    expect(response.status).toBe(429)
    expect(response.headers.get('Retry-After')).toBe('30')
    expect(await response.json()).toEqual({ detail: 'Request was throttled. Expected available in 30 seconds.' })
  })

  it('unreachable fails at the network level', async () => {
    await useScenario('unreachable')
    await expect(get()).rejects.toThrow(TypeError)
  })

  it('empty has no authors', async () => {
    await useScenario('empty')
    expect(await (await get()).json()).toEqual({ count: 0, next: null, previous: null, results: [] })
  })

  it('malformed answers 200 with a body that is not JSON', async () => {
    await useScenario('malformed')
    const response = await get()
    expect(response.status).toBe(200)
    await expect(response.json()).rejects.toThrow()
  })

  it.each([
    ['wrong-shape', (body: Record<string, unknown>) => expect(body).not.toHaveProperty('results')],
    ['count-as-text', (body: Record<string, unknown>) => expect(typeof body.count).toBe('string')],
    [
      'author-missing-field',
      (body: Record<string, unknown>) => expect((body.results as Array<Record<string, unknown>>)[0]).not.toHaveProperty('public_name'),
    ],
  ] as const)('%s answers JSON of the wrong shape', async (scenario, check) => {
    await useScenario(scenario)
    const response = await get()
    expect(response.status).toBe(200)
    check(await response.json())
  })

  it('huge serves a very large list, paged as usual', async () => {
    await useScenario('huge')
    const body = await (await get('?limit=10&offset=99990')).json()
    expect(body.count).toBe(100_000)
    expect(body.results).toHaveLength(10)
    expect(body.next).toBeNull()
  })

  it('drifting-count adds authors before the current offset on every request', async () => {
    await useScenario('drifting-count')
    const first = await (await get()).json()
    const second = await (await get('?offset=50')).json()
    expect(second.count - first.count).toBe(3)
    expect(first.count).toBe(getDefaultDataset().length + 3)
  })

  it('foreign-links names another host over http in next and previous', async () => {
    await useScenario('foreign-links')
    const body = await (await get('?offset=50')).json()
    expect(body.next).toBe(`http://backend.internal:8000${AUTHORS_LIST_PATH}?limit=50&offset=100`)
    expect(body.previous).toBe(`http://backend.internal:8000${AUTHORS_LIST_PATH}?limit=50`)
  })

  it('hanging never answers until the request is abandoned', async () => {
    await useScenario('hanging')
    const controller = new AbortController()
    const pending = fetch(LIST_URL, { signal: controller.signal })
    let settled = false
    void pending.then(
      () => (settled = true),
      () => (settled = true),
    )
    await new Promise((resolve) => setImmediate(resolve))
    expect(settled).toBe(false)
    controller.abort()
    await expect(pending).rejects.toThrow()
  })
})
