import { getResponse, http } from 'msw'
import { createHandlers, type DemoApiOptions } from '../../../src/demo-api/handlers'
import { djangoAnswer } from '../../../src/demo-api/http-server'
import { server as mswServer } from '../../msw-server'

/**
 * The demo API answering api-check in-process, through msw (started by test/setup.ts), as the mock
 * server answers it over HTTP (the same handlers, and Django's own redirect and 404 around them),
 * without a port: a test runs in milliseconds, so mutation testing api-check takes minutes.
 * `front` sees every request first and may answer itself or change the demo's answer.
 */
export const IN_PROCESS_API = 'http://api-check.test'

export type Front = (request: Request, demo: () => Promise<Response>) => Response | Promise<Response>

export function serveDemoApi(options: DemoApiOptions = {}, front?: Front): { api: string; requests: Request[] } {
  const handlers = createHandlers(options)
  const requests: Request[] = []
  const demo = (request: Request) => async () => {
    const answer = await getResponse(handlers, request)
    if (answer) return answer
    const django = djangoAnswer(new URL(request.url))
    return new Response(request.method === 'HEAD' ? null : django.body, { status: django.status, headers: django.headers })
  }
  // Later `use` calls come first: a test's own handlers replace an earlier deployment's.
  mswServer.use(
    http.all(`${IN_PROCESS_API}/*`, ({ request }) => {
      requests.push(request.clone())
      return front ? front(request, demo(request)) : demo(request)()
    }),
  )
  return { api: IN_PROCESS_API, requests }
}

/** An answer with a JSON body, as a front of a test's own writes it. */
export function jsonAnswer(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } })
}

/** The demo's answer with its JSON body changed. */
export async function rewritten(answer: Response, change: (body: Record<string, unknown>) => unknown): Promise<Response> {
  if (!(answer.headers.get('content-type') ?? '').startsWith('application/json') || answer.status !== 200) return answer
  const text = await answer.text()
  if (text === '') return new Response(null, { status: answer.status, headers: answer.headers })
  const headers = new Headers(answer.headers)
  headers.delete('content-length')
  return new Response(JSON.stringify(change(JSON.parse(text) as Record<string, unknown>)), { status: answer.status, headers })
}
