import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { startMockApiServer, type MockApiServer, type MockApiServerOptions } from '../../../src/demo-api/http-server'
import { server as mswServer } from '../../msw-server'

/**
 * The servers api-check's unit tests check against: the mock over real HTTP, and servers of the
 * test's own (in front of one, when given a target). Registers the hooks that close them all.
 */
export function apiCheckServers() {
  const servers: Array<{ close: () => Promise<void> }> = []
  let dir = ''

  // A real network path: msw (started by test/setup.ts) steps aside, and is put back for setup.ts to close.
  beforeAll(() => {
    mswServer.close()
    dir = mkdtempSync(join(tmpdir(), 'api-check-'))
  })
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()))
    rmSync(dir, { recursive: true, force: true })
    mswServer.listen({ onUnhandledRequest: 'error' })
  })

  async function mock(options: MockApiServerOptions = {}): Promise<MockApiServer> {
    const server = await startMockApiServer({ port: 0, ...options })
    servers.push(server)
    return server
  }

  /** A server of the test's own, in front of `target` when given: it sees every request first. */
  async function listen(
    handle: (
      request: IncomingMessage,
      response: ServerResponse,
      /** To `target` (or another origin), the body changed by `transform` when given. */
      forward: (to?: string, transform?: (body: string) => string) => Promise<void>,
    ) => void | Promise<void>,
    target?: string,
  ): Promise<string> {
    const server: Server = createServer((request, response) => {
      // node:http rather than fetch, so the Host header the client sent reaches the target (its links name it).
      const forward = (to = target, transform?: (body: string) => string) =>
        new Promise<void>((resolve, reject) => {
          const upstream = httpRequest(`${to}${request.url}`, { method: request.method, headers: request.headers }, (answer) => {
            if (!transform) {
              response.writeHead(answer.statusCode ?? 502, answer.headers)
              answer.pipe(response)
              answer.on('end', resolve)
              return
            }
            let body = ''
            answer.setEncoding('utf8').on('data', (chunk: string) => (body += chunk))
            answer.on('end', () => {
              const changed = transform(body)
              response.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'content-length': String(Buffer.byteLength(changed)) })
              response.end(request.method === 'HEAD' ? undefined : changed)
              resolve()
            })
          })
          upstream.on('error', reject)
          upstream.end()
        })
      void Promise.resolve(handle(request, response, forward)).catch((error: unknown) => {
        response.writeHead(500)
        response.end(String(error))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    servers.push({
      close: () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve())
          server.closeAllConnections()
        }),
    })
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  }

  return { mock, listen, servers, workDir: () => dir }
}

export function capture() {
  const output = { out: '', err: '' }
  return { output, io: { out: (text: string) => void (output.out += text), err: (text: string) => void (output.err += text) } }
}
