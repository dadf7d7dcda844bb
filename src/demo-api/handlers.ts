import { delay, http, HttpResponse } from 'msw'
import type { HttpHandler } from 'msw'
import { AUTHORS_LIST_PATH } from '../shared/api/contract'
import type { Author } from '../shared/api/contract'
import { getDefaultDataset } from './dataset'
import { respondToList, type AuthorIndex, type ListOptions } from './list-engine'
import { datasetListOptions, type RecordedDataset } from './recorded-dataset'
import { SCENARIOS, type Scenario, type ScenarioName } from './scenarios'

export interface DemoApiOptions {
  /** The dataset; the default is the generated demo dataset of 1,200 authors. */
  authors?: readonly Author[]
  /** A list made on demand (author-index.ts), served unless the scenario brings its own: a million authors cost what a page does. */
  index?: AuthorIndex
  /** Delay before every answer, in ms; overrides the scenario's own. */
  latencyMs?: number
  /** A named behaviour from SCENARIOS; the default is "normal". */
  scenario?: ScenarioName
  /** The most rows a page holds, as Django REST framework's `max_limit` (default 1,000). */
  maxLimit?: number
  /**
   * A recorded live directory (recorded-dataset.ts): its authors in the API's order, served with
   * the page cap, default page size and search the recording observed. Replaces `authors`;
   * `maxLimit`, when given too, wins.
   */
  dataset?: RecordedDataset
}

/**
 * The demo API's handlers: the DRF-faithful list engine, shaped by a named scenario. Each call
 * makes a fresh set with its own request counter, so "flaky" and "drifting-count" start over.
 */
export function createHandlers(options: DemoApiOptions = {}): HttpHandler[] {
  return [authorsListHandler(options)]
}

// '*' so that any origin matches: the app calls absolute URLs built from its runtime config.
function authorsListHandler({ authors, index, latencyMs, scenario = 'normal', maxLimit, dataset }: DemoApiOptions): HttpHandler {
  const behaviour: Scenario = SCENARIOS[scenario]
  const listOptions: ListOptions = {
    ...(dataset && datasetListOptions(dataset)),
    ...(maxLimit !== undefined && { maxLimit }),
  }
  let requestNumber = 0
  return http.all(`*${AUTHORS_LIST_PATH}`, async ({ request }) => {
    requestNumber += 1
    const latency = latencyMs ?? behaviour.latencyMs ?? 0
    if (latency > 0) await delay(latency)
    const intercepted = behaviour.intercept?.(requestNumber)
    if (intercepted) return intercepted
    const base = dataset?.authors ?? authors ?? getDefaultDataset()
    const { status, headers, body } = respondToList(
      { method: request.method, url: request.url, accept: request.headers.get('accept') },
      behaviour.authors ? behaviour.authors(base, requestNumber) : (index ?? base),
      listOptions,
    )
    if (behaviour.rewrite && status === 200 && headers['Content-Type'] === 'application/json' && body) {
      const rewritten = JSON.stringify(behaviour.rewrite(JSON.parse(body) as Record<string, unknown>))
      return new HttpResponse(rewritten, {
        status,
        headers: { ...headers, 'Content-Length': String(new TextEncoder().encode(rewritten).length) },
      })
    }
    return new HttpResponse(body || null, { status, headers })
  })
}

export const handlers = createHandlers()
