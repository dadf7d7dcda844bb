import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { AUTHORS_LIST_PATH } from '../../src/shared/api/contract'
import { generateAuthors } from '../../src/demo-api/dataset'
import { respondToList } from '../../src/demo-api/list-engine'

/**
 * A real HTTP API that answers badly on purpose, for the browser tests of issue 10. It serves the
 * demo list engine's answers (CORS open, as a cross-origin API must be) and lets each test bend
 * them: rewrite the body, redirect, cut the connection, hang. It records every request it gets,
 * so a test can show that nothing was sent somewhere it should not be.
 */

export interface ListExchange {
  url: URL
  /** 1-based, counting list requests only. */
  number: number
  request: IncomingMessage
  response: ServerResponse
  /** Sends the demo engine's answer, its JSON body first passed through `rewrite`. */
  serve: (rewrite?: (body: Record<string, unknown>) => unknown) => void
}

export type Behaviour = (exchange: ListExchange) => void

export interface HostileApi {
  origin: string
  /** Every request's path and query, list or not. */
  hits: string[]
  behave: (behaviour: Behaviour) => void
  close: () => Promise<void>
}

const CORS = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': 'Retry-After' }
const authors = generateAuthors({ seed: 5, size: 60 })

export const normal: Behaviour = ({ serve }) => serve()

export async function startHostileApi(behaviour: Behaviour = normal): Promise<HostileApi> {
  let current = behaviour
  let listRequests = 0
  const hits: string[] = []
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`)
    hits.push(`${url.pathname}${url.search}`)
    if (!url.pathname.endsWith(AUTHORS_LIST_PATH)) {
      response.writeHead(404, CORS).end()
      return
    }
    listRequests += 1
    const serve = (rewrite?: (body: Record<string, unknown>) => unknown) => {
      const answer = respondToList({ method: 'GET', url: url.href, accept: 'application/json' }, authors)
      const body =
        rewrite && answer.status === 200 ? JSON.stringify(rewrite(JSON.parse(answer.body) as Record<string, unknown>)) : answer.body
      response.writeHead(answer.status, { ...CORS, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) })
      response.end(body)
    }
    current({ url, number: listRequests, request, response, serve })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    behave: (next) => {
      current = next
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

/** A redirect, with CORS so that the browser would be allowed to follow it. */
export const redirectTo =
  (status: number, location: (url: URL) => string): Behaviour =>
  ({ url, response }) => {
    response.writeHead(status, { ...CORS, Location: location(url) }).end()
  }

/** Headers and half the body, then the connection is dropped. */
export const cutMidway: Behaviour = ({ url, response }) => {
  const body = respondToList({ method: 'GET', url: url.href }, authors).body
  response.writeHead(200, { ...CORS, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) })
  response.write(body.slice(0, Math.floor(body.length / 2)))
  setTimeout(() => response.socket?.destroy(), 50)
}

export const hang: Behaviour = () => {}

export const status =
  (code: number, headers: Record<string, string> = {}): Behaviour =>
  ({ response }) => {
    response
      .writeHead(code, { ...CORS, 'Content-Type': 'application/json', ...headers })
      .end(JSON.stringify({ detail: 'Request was throttled.' }))
  }
