import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getResponse } from 'msw'
import type { HttpHandler } from 'msw'
import type { Author } from '../shared/api/contract'
import { AUTHORS_LIST_PATH } from '../shared/api/contract'
import { generateAuthors } from './dataset'
import { createHandlers } from './handlers'
import type { AuthorIndex } from './list-engine'
import type { RecordedDataset } from './recorded-dataset'
import { SCENARIO_CONTROL_PATH } from './scenario-control'
import { isScenarioName, SCENARIO_NAMES, type ScenarioName } from './scenarios'

/**
 * The demo API as a real HTTP server (Node only; the browser bundle never imports this file).
 * Every request the handlers know is answered by the same msw handlers the browser and the tests
 * use; around them this adds what Django itself does (the APPEND_SLASH redirect, its HTML 404)
 * and CORS on the API's own paths, so that a page on another origin can call it.
 */

export interface MockApiServerOptions {
  /** 0 picks a free port. */
  port?: number
  host?: string
  seed?: number
  size?: number
  /** A recorded live directory to serve instead of the generated dataset (seed and size are then unused). */
  dataset?: RecordedDataset
  /** Authors to serve instead of the generated dataset. */
  authors?: readonly Author[]
  /** A list made on demand instead (author-index.ts: the bench's million authors). */
  index?: AuthorIndex
  /** Delay before every list answer, in ms. */
  latencyMs?: number
  /** A named behaviour from SCENARIOS; the default is "normal". */
  scenario?: ScenarioName
  /**
   * Accept `POST /__demo/scenario` with a JSON body `{"name": NAME}` to switch the scenario while
   * running (and `GET /__demo/scenario` to read it); see scenario-control.ts. For tests and demos;
   * never part of the real API, and closed to web pages on other origins.
   */
  control?: boolean
}

export interface MockApiServer {
  /** The origin actually listened on, e.g. `http://127.0.0.1:8000`. */
  url: string
  close: () => Promise<void>
  /** Switches the scenario; its request counters (flaky, drifting-count) start over. */
  setScenario: (name: ScenarioName) => void
}

export const DEFAULT_PORT = 8000
export const DEFAULT_HOST = '127.0.0.1'

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'Retry-After',
}
const PREFLIGHT_HEADERS = {
  ...CORS_HEADERS,
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': 'Accept, Content-Type',
  'Access-Control-Max-Age': '86400',
}
const DJANGO_HTML = 'text/html; charset=utf-8'
const DJANGO_404 =
  '\n<!doctype html>\n<html lang="en">\n<head>\n  <title>Not Found</title>\n</head>\n<body>\n  <h1>Not Found</h1><p>The requested resource was not found on this server.</p>\n</body>\n</html>\n'
const DJANGO_400 = '<h1>Bad Request (400)</h1>'
// The Fetch API refuses to build a Request with these methods, so they cannot reach the handlers.
const FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK'])

export async function startMockApiServer(options: MockApiServerOptions = {}): Promise<MockApiServer> {
  const { port = DEFAULT_PORT, host = DEFAULT_HOST, seed, size, latencyMs, control = false, dataset, index } = options
  const authors = dataset || index ? undefined : (options.authors ?? generateAuthors({ seed, size }))
  let scenario: ScenarioName = options.scenario ?? 'normal'
  const handlersFor = (name: ScenarioName) =>
    createHandlers({
      ...(dataset ? { dataset } : index ? { index } : { authors }),
      scenario: name,
      // Left out when not given, so that a scenario's own latency (slow) still applies.
      ...(latencyMs === undefined ? {} : { latencyMs }),
    })
  let handlers = handlersFor(scenario)
  const setScenario = (name: ScenarioName) => {
    scenario = name
    handlers = handlersFor(name)
  }

  const server = createServer((incoming, outgoing) => {
    const answered =
      control && isControlPath(incoming.url)
        ? answerControl(incoming, outgoing, () => scenario, setScenario)
        : answer(handlers, incoming, outgoing)
    answered.catch((error: unknown) => {
      console.error(error)
      if (!outgoing.headersSent) outgoing.writeHead(500, { 'Content-Type': DJANGO_HTML })
      outgoing.end()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })

  const address = server.address() as AddressInfo
  return {
    url: `http://${displayHost(address.address)}:${address.port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        // Keep-alive connections would otherwise hold close() open until they time out.
        server.closeAllConnections()
      }),
    setScenario,
  }
}

/**
 * The scenario control, for tests and demos. It must not be a switch any web page can flip: it
 * sends no CORS headers (so a cross-origin page cannot read it, and its preflight fails), a POST
 * needs a JSON body (`Content-Type: application/json`, which no form or simple request can send
 * without that preflight), and a request that says it comes from another origin is refused with
 * 403 whatever it carries. curl and Node's fetch send no Origin and keep working.
 */
async function answerControl(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  current: () => ScenarioName,
  setScenario: (name: ScenarioName) => void,
): Promise<void> {
  const method = (incoming.method ?? 'GET').toUpperCase()
  const body = await readBody(incoming)
  const json = { 'Content-Type': 'application/json' }
  const refuse = (detail: string) => sendControl(outgoing, method, 403, json, JSON.stringify({ detail, usage: CONTROL_USAGE }))
  const origin = incoming.headers.origin
  if (origin !== undefined && !isOwnOrigin(origin, incoming.headers.host)) {
    return refuse(`The scenario control does not take requests from web pages on other origins (this one came from ${origin}).`)
  }
  if (method === 'OPTIONS') return refuse('The scenario control answers no CORS preflight: web pages on other origins may not use it.')
  if (method === 'GET' || method === 'HEAD') {
    return sendControl(outgoing, method, 200, json, JSON.stringify({ scenario: current(), scenarios: SCENARIO_NAMES }))
  }
  if (method !== 'POST') {
    return sendControl(
      outgoing,
      method,
      405,
      { ...json, Allow: 'GET, POST' },
      JSON.stringify({ detail: 'Use POST with a JSON body.', usage: CONTROL_USAGE }),
    )
  }
  const mediaType = (incoming.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase()
  if (mediaType !== 'application/json') {
    return refuse(
      `The scenario control takes only a JSON body (Content-Type: application/json), not ${mediaType ? `"${mediaType}"` : 'none'}.`,
    )
  }
  let name: unknown
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'))
    name = typeof parsed === 'object' && parsed !== null && 'name' in parsed ? parsed.name : undefined
  } catch {
    return sendControl(outgoing, method, 400, json, JSON.stringify({ detail: 'The body is not JSON.', usage: CONTROL_USAGE }))
  }
  if (!isScenarioName(name)) {
    return sendControl(
      outgoing,
      method,
      400,
      json,
      JSON.stringify({ detail: `Unknown scenario "${String(name ?? '')}".`, scenarios: SCENARIO_NAMES }),
    )
  }
  setScenario(name)
  return sendControl(outgoing, method, 204, {}, '')
}

const CONTROL_USAGE = `curl -X POST -H 'Content-Type: application/json' -d '{"name":"NAME"}' http://HOST:PORT${SCENARIO_CONTROL_PATH}`

/** An Origin naming this very server (scheme and port included) is a same-origin request. */
function isOwnOrigin(origin: string, host: string | undefined): boolean {
  try {
    const url = new URL(origin)
    return url.protocol === 'http:' && host !== undefined && url.host === host.toLowerCase()
  } catch {
    return false
  }
}

function sendControl(outgoing: ServerResponse, method: string, status: number, headers: Record<string, string>, body: string): void {
  send(outgoing, method, status, { ...headers, 'Cache-Control': 'no-store' }, body, { cors: false })
}

async function answer(handlers: HttpHandler[], incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
  const method = (incoming.method ?? 'GET').toUpperCase()
  const body = await readBody(incoming)

  // Absolute, from the Host header the client sent, as Django's build_absolute_uri() does; without
  // one, the address it reached (Django's SERVER_NAME and port).
  const host = incoming.headers.host ?? `${displayHost(incoming.socket.localAddress ?? '')}:${incoming.socket.localPort}`
  const target = incoming.url ?? '/'
  let url: URL
  try {
    url = new URL(target.startsWith('/') ? `http://${host}${target}` : target)
  } catch {
    return send(outgoing, method, 400, { 'Content-Type': DJANGO_HTML }, DJANGO_400)
  }

  if (method === 'OPTIONS' && incoming.headers['access-control-request-method'] !== undefined) {
    return send(outgoing, method, 204, PREFLIGHT_HEADERS, '')
  }
  const response = FORBIDDEN_METHODS.has(method)
    ? forbiddenMethodAnswer(method, url)
    : await getResponse(handlers, toFetchRequest(method, url, incoming, body))
  // The "unreachable" scenario: a network error, which over HTTP is a dropped connection.
  if (response?.type === 'error') {
    incoming.socket.destroy()
    return
  }
  if (response) {
    return send(outgoing, method, response.status, response.headers, Buffer.from(await response.arrayBuffer()))
  }

  const django = djangoAnswer(url)
  return send(outgoing, method, django.status, django.headers, django.body)
}

/**
 * What Django answers itself where no view does: CommonMiddleware's APPEND_SLASH redirect when the
 * path with a slash added is the list, its HTML 404 anywhere else. Exported for the tests that
 * run api-check in-process (the same answers as over HTTP, without a port).
 */
export function djangoAnswer(url: URL): { status: number; headers: Record<string, string>; body: string } {
  if (`${url.pathname}/` === AUTHORS_LIST_PATH) {
    return { status: 301, headers: { 'Content-Type': DJANGO_HTML, Location: `${AUTHORS_LIST_PATH}${url.search}` }, body: '' }
  }
  return { status: 404, headers: { 'Content-Type': DJANGO_HTML }, body: DJANGO_404 }
}

function isControlPath(target: string | undefined): boolean {
  const path = (target ?? '').split('?')[0]
  return path === SCENARIO_CONTROL_PATH || path === `${SCENARIO_CONTROL_PATH}/`
}

/** DRF's 405, written here because such a method cannot be put into a Fetch Request for the handlers. */
function forbiddenMethodAnswer(method: string, url: URL): Response | undefined {
  if (url.pathname !== AUTHORS_LIST_PATH) return undefined
  const body = JSON.stringify({ detail: `Method "${method}" not allowed.` })
  return new Response(body, {
    status: 405,
    headers: { 'Content-Type': 'application/json', Allow: 'GET, HEAD, OPTIONS', Vary: 'Accept' },
  })
}

function send(
  outgoing: ServerResponse,
  method: string,
  status: number,
  headers: Record<string, string> | Headers,
  body: string | Buffer,
  { cors = true }: { cors?: boolean } = {},
): void {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body
  for (const [name, value] of Object.entries(headers instanceof Headers ? Object.fromEntries(headers) : headers)) {
    outgoing.setHeader(wireCase(name), value)
  }
  if (cors) for (const [name, value] of Object.entries(CORS_HEADERS)) outgoing.setHeader(name, value)
  // A HEAD answer keeps GET's Content-Length (the handlers set it); any other gets its body's own.
  if (method !== 'HEAD' && status !== 204) outgoing.setHeader('Content-Length', String(bytes.length))
  outgoing.writeHead(status)
  outgoing.end(method === 'HEAD' || status === 204 ? undefined : bytes)
}

/** Fetch headers come lower-cased; write them as Django does (`Content-Type`, `Allow`, `Vary`). */
function wireCase(name: string): string {
  return name.replace(/(^|-)([a-z])/g, (_match, dash: string, letter: string) => dash + letter.toUpperCase())
}

function toFetchRequest(method: string, url: URL, incoming: IncomingMessage, body: Buffer): Request {
  const headers = new Headers()
  const raw = incoming.rawHeaders
  for (let i = 0; i + 1 < raw.length; i += 2) headers.append(raw[i] ?? '', raw[i + 1] ?? '')
  const hasBody = method !== 'GET' && method !== 'HEAD' && body.length > 0
  return new Request(url, { method, headers, body: hasBody ? new Uint8Array(body) : undefined })
}

function readBody(incoming: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', () => resolve(Buffer.concat(chunks)))
    incoming.on('error', reject)
  })
}

/** A wildcard address is not something to type into a browser; the loopback reaches it. */
function displayHost(address: string): string {
  if (address === '0.0.0.0') return '127.0.0.1'
  if (address === '::') return '[::1]'
  return address.includes(':') ? `[${address}]` : address
}
