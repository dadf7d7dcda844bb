import { HttpResponse } from 'msw'
import type { Author } from '../shared/api/contract'
import { createAuthorIndex } from './author-index'
import type { AuthorIndex, AuthorSource } from './list-engine'

/**
 * Named ways the demo API can behave, one list for the app's `?scenario=`, the HTTP mock server's
 * `--scenario`, Storybook and tests. Each failure looks as it does on the wire from the real
 * stack: Django's HTML 500, a proxy's HTML 502, DRF's throttle answer.
 */
export interface Scenario {
  description: string
  /** Added before every answer, unless the caller sets its own latency. */
  latencyMs?: number
  /** The dataset to serve, given the default one and how many list requests came before. */
  authors?: (base: readonly Author[], requestNumber: number) => AuthorSource
  /** An answer that replaces the list's for this request (1-based), or undefined to serve it. */
  intercept?: (requestNumber: number) => Response | Promise<Response> | undefined
  /** Rewrites the JSON body of a successful list answer. */
  rewrite?: (body: Record<string, unknown>) => unknown
}

const DJANGO_500 =
  '<!doctype html>\n<html lang="en">\n<head>\n  <title>Server Error (500)</title>\n</head>\n<body>\n  <h1>Server Error (500)</h1><p></p>\n</body>\n</html>\n'
const PROXY_502 =
  '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n'
const RETRY_AFTER_SECONDS = 30
const DRIFT_PER_REQUEST = 3
const HUGE_SIZE = 100_000

const html = (body: string, status: number) => new HttpResponse(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } })

let hugeIndex: AuthorIndex | undefined

export const SCENARIOS = {
  normal: { description: 'The demo dataset of 1,200 authors, answered at once.' },
  slow: { description: 'Every answer takes 2 seconds: the first-load skeleton and busy rows.', latencyMs: 2000 },
  hanging: {
    description: 'The server never answers: the app gives up after its request timeout and offers Retry.',
    intercept: () => new Promise<Response>(() => {}),
  },
  flaky: {
    description: 'Every second request fails with HTTP 500; the app retries by itself, and Retry recovers.',
    intercept: (n) => (n % 2 === 0 ? html(DJANGO_500, 500) : undefined),
  },
  'server-error': {
    description: "Every request fails with HTTP 500 and Django's HTML error page.",
    intercept: () => html(DJANGO_500, 500),
  },
  'bad-gateway': {
    description: 'A proxy in front of the service answers HTTP 502 with its HTML page.',
    intercept: () => html(PROXY_502, 502),
  },
  'rate-limited': {
    description: `HTTP 429 with Retry-After: ${RETRY_AFTER_SECONDS}, as DRF's throttling answers.`,
    intercept: () =>
      HttpResponse.json(
        { detail: `Request was throttled. Expected available in ${RETRY_AFTER_SECONDS} seconds.` },
        {
          status: 429,
          headers: { 'Retry-After': String(RETRY_AFTER_SECONDS), Allow: 'GET, HEAD, OPTIONS', Vary: 'Accept' },
        },
      ),
  },
  unreachable: {
    description: 'No answer at all, as when the server is down or the network is out.',
    intercept: () => HttpResponse.error(),
  },
  empty: { description: 'The list has no authors.', authors: () => [] },
  malformed: {
    description: 'A 200 answer whose body is an HTML page, not JSON (a proxy or login page).',
    intercept: () => html('<!doctype html><title>Sign in</title><p>Please sign in to continue.</p>', 200),
  },
  'wrong-shape': {
    description: 'JSON of the wrong shape: the envelope has no "results".',
    rewrite: ({ results, ...rest }) => ({ ...rest, data: results }),
  },
  'count-as-text': {
    description: 'JSON of the wrong shape: "count" is a string.',
    rewrite: (body) => ({ ...body, count: String(body.count) }),
  },
  'author-missing-field': {
    description: 'JSON of the wrong shape: an author lacks "public_name".',
    rewrite: (body) => {
      const [first, ...others] = body.results as Array<Record<string, unknown>>
      if (!first) return body
      const partial = { ...first }
      delete partial.public_name
      return { ...body, results: [partial, ...others] }
    },
  },
  huge: {
    description: `A very large list: ${HUGE_SIZE.toLocaleString('en')} authors, made page by page as they are asked for.`,
    authors: () => (hugeIndex ??= createAuthorIndex({ size: HUGE_SIZE, seed: 7 })),
  },
  'drifting-count': {
    description: `Authors are added while you page: each request adds ${DRIFT_PER_REQUEST} that sort first, so count grows.`,
    authors: (base, n) => [...driftedAuthors(n * DRIFT_PER_REQUEST), ...base],
  },
  'foreign-links': {
    description: 'next/previous name another host over http, as a misconfigured proxy makes them.',
    rewrite: (body) => ({ ...body, next: foreignLink(body.next), previous: foreignLink(body.previous) }),
  },
} satisfies Record<string, Scenario>

export type ScenarioName = keyof typeof SCENARIOS

export const SCENARIO_NAMES = Object.keys(SCENARIOS) as ScenarioName[]

export function isScenarioName(name: unknown): name is ScenarioName {
  return typeof name === 'string' && Object.hasOwn(SCENARIOS, name)
}

function foreignLink(link: unknown): unknown {
  if (typeof link !== 'string') return link
  const url = new URL(link)
  return `http://backend.internal:8000${url.pathname}${url.search}`
}

/** New authors named so they sort before everyone (first names start with "А" + digits). */
function driftedAuthors(count: number): Author[] {
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(4, '0')
    return {
      uid: `00000000-0000-4000-8000-${number.padStart(12, '0')}`,
      first_name: `А${number}`,
      last_name: 'Новиков',
      parent_name: null,
      public_name: `Новиков А${number}.`,
    }
  })
}
