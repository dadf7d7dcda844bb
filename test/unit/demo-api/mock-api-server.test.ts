// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUTHORS_LIST_PATH } from '../../../src/shared/api/contract'
import type { AuthorsPageBody } from '../../../src/shared/api/contract'
import { generateAuthors } from '../../../src/demo-api/dataset'
import { startMockApiServer } from '../../../src/demo-api/http-server'
import type { MockApiServer } from '../../../src/demo-api/http-server'
import { respondToList } from '../../../src/demo-api/list-engine'
import { switchMockApiScenario } from '../../../src/demo-api/scenario-control'
import type { ScenarioName } from '../../../src/demo-api/scenarios'
import { parseServeArgs } from '../../../src/demo-api/serve'
import { server as mswServer } from '../../msw-server'
import { rawRequest } from '../../raw-http'

// test/setup.ts starts msw/node for every file, and it intercepts fetch and node:http alike: a
// request to the real server below would be an unhandled request and fail. This file tests the
// network path itself, so msw steps aside for it and is put back for setup.ts to close.
beforeAll(() => mswServer.close())
afterAll(() => mswServer.listen({ onUnhandledRequest: 'error' }))

const seed = 7
const size = 120
let api: MockApiServer
let list: string

beforeAll(async () => {
  api = await startMockApiServer({ port: 0, seed, size })
  list = `${api.url}${AUTHORS_LIST_PATH}`
})
afterAll(() => api.close())

describe('the mock API server', () => {
  it('listens on the free port it was given with port 0 and reports the real URL', () => {
    expect(api.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(new URL(api.url).port).not.toBe('0')
  })

  it('answers a page exactly as the shared list engine does', async () => {
    const url = `${list}?limit=5&offset=10&zzz=1`
    const response = await fetch(url)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
    expect(response.headers.get('vary')).toBe('Accept')
    const expected = respondToList({ method: 'GET', url }, generateAuthors({ seed, size }))
    expect(await response.text()).toBe(expected.body)
  })

  it('writes absolute links that name its own host and port', async () => {
    const body = (await (await fetch(`${list}?limit=5&offset=10`)).json()) as AuthorsPageBody
    expect(body.count).toBe(size)
    expect(body.next).toBe(`${list}?limit=5&offset=15`)
    expect(body.previous).toBe(`${list}?limit=5&offset=5`)
  })

  it('builds the links from the Host header the client sent, as Django does', async () => {
    const { body } = await rawRequest('GET', `${list}?limit=5`, { Host: 'authors.example.org:8443' })
    const page = JSON.parse(body.toString('utf8')) as AuthorsPageBody
    expect(page.next).toBe(`http://authors.example.org:8443${AUTHORS_LIST_PATH}?limit=5&offset=5`)
  })

  it("answers HEAD with GET's headers, Content-Length included, and not one byte of body", async () => {
    const get = await fetch(`${list}?limit=3`)
    const getLength = (await get.arrayBuffer()).byteLength
    const head = await rawRequest('HEAD', `${list}?limit=3`)
    expect(head.statusLine).toBe('HTTP/1.1 200 OK')
    expect(head.headers.get('content-type')).toBe('application/json')
    expect(head.headers.get('content-length')).toBe(String(getLength))
    expect(head.body.length).toBe(0)
  })

  it("answers a plain OPTIONS with DRF's metadata, the endpoint's help line as description", async () => {
    const response = await fetch(list, { method: 'OPTIONS' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      name: 'Non Active Author List',
      description: 'Search works only by last_name and first_name.',
      renders: ['application/json', 'text/html'],
      parses: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
    })
    expect(response.headers.get('access-control-allow-methods')).toBeNull()
  })

  it('refuses other methods with 405 and an unknown format with a JSON 404', async () => {
    const post = await fetch(list, { method: 'POST', body: 'x=1' })
    expect(post.status).toBe(405)
    expect(await post.json()).toEqual({ detail: 'Method "POST" not allowed.' })
    expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS')

    const unknownFormat = await fetch(`${list}?format=xml`)
    expect(unknownFormat.status).toBe(404)
    expect(await unknownFormat.json()).toEqual({ detail: 'Not found.' })
  })

  it('serves the browsable page for format=api', async () => {
    const response = await fetch(`${list}?format=api`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await response.text()).toContain('<h1>Non Active Author List</h1>')
  })

  it('redirects a path without the trailing slash, keeping the query (Django APPEND_SLASH)', async () => {
    const response = await fetch(`${api.url}/api/author/non-active/list?limit=5&last_name=%D0%98`, { redirect: 'manual' })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe(`${AUTHORS_LIST_PATH}?limit=5&last_name=%D0%98`)
  })

  it("answers any other path with Django's HTML 404 page", async () => {
    const response = await fetch(`${api.url}/api/author/`)
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await response.text()).toContain('<h1>Not Found</h1><p>The requested resource was not found on this server.</p>')
  })

  it('lets a page on another origin read the list and its Retry-After', async () => {
    const response = await fetch(list, { headers: { Origin: 'http://app.example.org' } })
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-expose-headers')).toBe('Retry-After')
  })

  it('answers a CORS preflight with 204 and what may be sent', async () => {
    const response = await fetch(`${list}?limit=5`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://app.example.org', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'accept' },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS')
    expect(response.headers.get('access-control-allow-headers')).toBe('Accept, Content-Type')
    expect(Number(response.headers.get('access-control-max-age'))).toBeGreaterThan(0)
    expect(await response.text()).toBe('')
  })
})

describe('mock API scenarios', () => {
  let scenarioApi: MockApiServer
  beforeAll(async () => {
    scenarioApi = await startMockApiServer({ port: 0, seed, size, scenario: 'server-error', control: true })
  })
  afterAll(() => scenarioApi.close())
  const listOf = () => `${scenarioApi.url}${AUTHORS_LIST_PATH}`

  it('starts in the scenario it was given', async () => {
    const response = await fetch(listOf())
    expect(response.status).toBe(500)
    expect(await response.text()).toContain('<h1>Server Error (500)</h1>')
  })

  it('switches scenario through the control endpoint, and reports it', async () => {
    await switchMockApiScenario(scenarioApi.url, 'empty')
    expect(await (await fetch(`${scenarioApi.url}/__demo/scenario`)).json()).toMatchObject({ scenario: 'empty' })
    expect(await (await fetch(listOf())).json()).toEqual({ count: 0, next: null, previous: null, results: [] })
    const unknown = await postControl({ 'Content-Type': 'application/json' }, '{"name":"chaos"}')
    expect(unknown.status).toBe(400)
    await expect(switchMockApiScenario(scenarioApi.url, 'chaos' as ScenarioName)).rejects.toThrow(/refused the scenario "chaos": HTTP 400/)
  })

  const postControl = (headers: Record<string, string>, body?: string) =>
    fetch(`${scenarioApi.url}/__demo/scenario?name=server-error`, { method: 'POST', headers, ...(body === undefined ? {} : { body }) })

  it.each([
    ['no body (a simple POST, as a form or fetch from any page sends)', {}, undefined],
    ['a form body', { 'Content-Type': 'application/x-www-form-urlencoded' }, 'name=server-error'],
    ['text/plain JSON (what a page can send without a preflight)', { 'Content-Type': 'text/plain' }, '{"name":"server-error"}'],
    [
      'a JSON body from a web page on another origin',
      { 'Content-Type': 'application/json', Origin: 'http://evil.example' },
      '{"name":"server-error"}',
    ],
    [
      'a JSON body from another port of the same host',
      { 'Content-Type': 'application/json', Origin: 'http://127.0.0.1:1' },
      '{"name":"server-error"}',
    ],
  ])('refuses %s with a clear 403, and keeps the scenario', async (_, headers, body) => {
    await switchMockApiScenario(scenarioApi.url, 'normal')
    const refused = await postControl(headers, body)
    expect(refused.status).toBe(403)
    expect(refused.headers.get('access-control-allow-origin')).toBeNull()
    const answer = (await refused.json()) as { detail: string; usage: string }
    expect(answer.detail).toMatch(/JSON body|other origins/)
    expect(answer.usage).toContain("-H 'Content-Type: application/json'")
    expect((await fetch(listOf())).status).toBe(200)
  })

  it('answers no CORS preflight and sends no CORS headers on the control path', async () => {
    const preflight = await fetch(`${scenarioApi.url}/__demo/scenario`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://evil.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    })
    expect(preflight.status).toBe(403)
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    const read = await fetch(`${scenarioApi.url}/__demo/scenario`)
    expect(read.headers.get('access-control-allow-origin')).toBeNull()
    // The API's own paths keep their CORS.
    expect((await fetch(listOf())).headers.get('access-control-allow-origin')).toBe('*')
  })

  it('drops the connection for the unreachable scenario', async () => {
    scenarioApi.setScenario('unreachable')
    await expect(fetch(listOf())).rejects.toThrow(TypeError)
    scenarioApi.setScenario('normal')
    expect((await fetch(listOf())).status).toBe(200)
  })

  it('has no control endpoint unless asked for', async () => {
    const post = await fetch(`${api.url}/__demo/scenario`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":"empty"}',
    })
    expect(post.status).toBe(404)
  })
})

describe('npm run mock-api arguments', () => {
  it('defaults to 127.0.0.1:8000 and the demo dataset', () => {
    expect(parseServeArgs([])).toEqual({
      help: false,
      options: { port: 8000, host: '127.0.0.1', seed: 1, size: 1200, control: true },
    })
  })

  it('takes port, host, seed, size, latency and scenario', () => {
    const args = ['--port', '0', '--host', '0.0.0.0', '--seed', '42', '--size', '30', '--latency', '250', '--scenario', 'flaky']
    expect(parseServeArgs(args)).toEqual({
      help: false,
      options: { port: 0, host: '0.0.0.0', seed: 42, size: 30, latencyMs: 250, control: true, scenario: 'flaky' },
    })
    expect(() => parseServeArgs(['--scenario', 'chaos'])).toThrow('--scenario wants one of normal, slow')
  })

  it('asks for help, and refuses what it cannot use', () => {
    expect(parseServeArgs(['--help'])).toEqual({ help: true })
    expect(() => parseServeArgs(['--port', 'eighty'])).toThrow('--port wants a whole number')
    expect(() => parseServeArgs(['--port', '70000'])).toThrow('--port')
    expect(() => parseServeArgs(['--latency', '-5'])).toThrow()
    expect(() => parseServeArgs(['--colour'])).toThrow()
  })
})
