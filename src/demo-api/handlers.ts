import { delay, http, HttpResponse } from 'msw'
import type { HttpHandler } from 'msw'
import { AUTHORS_LIST_PATH } from '../api/contract'
import type { Author } from '../api/contract'
import { getDefaultDataset } from './dataset'
import { respondToList } from './list-engine'

export interface DemoApiOptions {
  authors?: readonly Author[]
  latencyMs?: number
}

/**
 * The happy-path demo API. Named scenarios (slow, empty, failing) belong beside it as further
 * createHandlers(...) variants or override handlers, so the browser, the tests, Storybook and
 * the HTTP mock server all pick them by the same name.
 */
export function createHandlers(options: DemoApiOptions = {}): HttpHandler[] {
  return [authorsListHandler(options)]
}

// '*' so that any origin matches: the app calls absolute URLs built from its runtime config.
function authorsListHandler({ authors, latencyMs = 0 }: DemoApiOptions): HttpHandler {
  return http.all(`*${AUTHORS_LIST_PATH}`, async ({ request }) => {
    if (latencyMs > 0) await delay(latencyMs)
    const { status, headers, body } = respondToList(
      { method: request.method, url: request.url, accept: request.headers.get('accept') },
      authors ?? getDefaultDataset(),
    )
    return new HttpResponse(body || null, { status, headers })
  })
}

export const handlers = createHandlers()
