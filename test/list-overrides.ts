import { delay, http, HttpResponse, type JsonBodyType } from 'msw'
import type { Author, AuthorsPageBody } from '../src/shared/api/contract'
import { AUTHORS_LIST_PATH } from '../src/shared/api/contract'
import { server } from './msw-server'

const LIST = `*${AUTHORS_LIST_PATH}`

export function author(overrides: Partial<Author> & Pick<Author, 'uid'>): Author {
  return { first_name: 'Anna', last_name: 'Smith', parent_name: null, public_name: 'Smith A.', ...overrides }
}

export function pageBody(results: Author[], rest: Partial<Omit<AuthorsPageBody, 'results'>> = {}): AuthorsPageBody {
  return { count: results.length, next: null, previous: null, results, ...rest }
}

/** Replaces the list endpoint for one test with a fixed JSON body and status. */
export function serveList(body: JsonBodyType, init: ResponseInit = {}) {
  server.use(http.get(LIST, () => HttpResponse.json(body, init)))
}

/** Replaces the list endpoint with any response, for failures the JSON helper cannot express. */
/** Returning undefined lets the request through to the demo API. */
export function serveListWith(resolver: (request: Request) => Response | undefined | Promise<Response | undefined>) {
  server.use(http.get(LIST, ({ request }) => resolver(request)))
}

/** Holds list responses until released, for observing loading states without sleeps. */
export function holdList() {
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  server.use(
    http.get(LIST, async () => {
      await released
      return undefined
    }),
  )
  return { release }
}

export { delay }
