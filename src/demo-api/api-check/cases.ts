import { AUTHORS_LIST_PATH } from '../../shared/api/contract'

/**
 * The requests on which the demo API is held to Django REST framework: one list, used twice.
 * The contract test (test/contract) sends every case to the demo API and to a real Django and
 * wants the same bytes back; api-check sends the cases marked `live` to a live deployment and
 * compares its answer with the demo API's own answer to the same request over the rows that
 * deployment showed. A case is `live` when its answer does not depend on the demo's own data (no
 * search terms, no offsets picked for 1,200 authors) and it reads only (GET, HEAD, OPTIONS).
 */
export interface WireCase {
  name: string
  /** Raw query string, without the `?`; sent byte for byte. */
  query?: string
  method?: string
  path?: string
  accept?: string
  /** The answer must hold rows, so that comparing results is not comparing two empty lists. */
  rows?: boolean
  /** Sent by api-check too, with what the case is about. */
  live?: Affected
}

/**
 * What a case is about, for the cases api-check sends too. What a difference affects in the app or
 * the mock is said by its cause (causes.ts), derived from what differed, never from this group.
 */
export type Affected =
  | 'paging'
  | 'links'
  | 'defaultLimit'
  | 'maxLimit'
  | 'badParams'
  | 'pastEnd'
  | 'nul'
  | 'format'
  | 'negotiation'
  | 'slash'
  | 'head'
  | 'options'
  | 'paths'
  | 'search'
  | 'searchYo'
  | 'order'

const enc = (text: string) => encodeURIComponent(text)

export const WIRE_CASES: WireCase[] = [
  { name: 'no parameters', rows: true, live: 'defaultLimit' },

  // limit and offset parsing (wire doc §1.1)
  { name: 'limit=0 falls back to 50', query: 'limit=0', live: 'badParams' },
  { name: 'limit=-1 falls back to 50', query: 'limit=-1', live: 'badParams' },
  { name: 'limit=abc falls back to 50', query: 'limit=abc', live: 'badParams' },
  { name: 'limit= (empty) falls back to 50', query: 'limit=', live: 'badParams' },
  { name: 'bare limit falls back to 50', query: 'limit', live: 'badParams' },
  { name: 'limit=5.0 falls back to 50', query: 'limit=5.0', live: 'badParams' },
  { name: 'limit=+5 is 5', query: 'limit=+5', live: 'badParams' },
  { name: 'limit=%205 is 5', query: 'limit=%205', live: 'badParams' },
  { name: 'limit=1_0 is 10', query: 'limit=1_0', live: 'badParams' },
  { name: 'limit=1__0 falls back to 50', query: 'limit=1__0', live: 'badParams' },
  { name: 'limit=full-width 5 is 5', query: 'limit=%EF%BC%95', live: 'badParams' },
  { name: 'limit=Devanagari 5 is 5', query: 'limit=%E0%A5%AB', live: 'badParams' },
  { name: 'limit=5%00 falls back to 50', query: 'limit=5%00', live: 'badParams' },
  { name: 'limit with no-break spaces is 5', query: 'limit=%C2%A05%E2%80%AF', live: 'badParams' },
  { name: 'limit after a byte-order mark falls back to 50', query: 'limit=%EF%BB%BF5', live: 'badParams' },
  { name: '; is not a separator', query: 'limit=5;offset=10', live: 'badParams' },
  { name: 'repeated limit: the last wins', query: 'limit=10&limit=20', live: 'badParams' },
  { name: 'limit=1000 (max_limit)', query: 'limit=1000', rows: true, live: 'maxLimit' },
  { name: 'limit=5000 is capped at 1000', query: 'limit=5000&offset=150', live: 'maxLimit' },
  { name: 'huge limit is capped at 1000', query: 'limit=9999999999999999999999&offset=5', live: 'maxLimit' },
  { name: 'offset=-1 is 0', query: 'offset=-1', live: 'badParams' },
  { name: 'offset=abc is 0', query: 'offset=abc', live: 'badParams' },
  { name: 'full-width offset 10', query: 'offset=%EF%BC%91%EF%BC%90&limit=5', live: 'badParams' },
  { name: 'offset=5&limit=10: previous drops offset', query: 'offset=5&limit=10', live: 'paging' },
  { name: 'offset=10&limit=10: previous drops offset', query: 'offset=10&limit=10', live: 'paging' },
  { name: 'offset=25&limit=10', query: 'offset=25&limit=10', live: 'paging' },
  { name: 'the last row', query: 'offset=1199', rows: true },
  { name: 'offset at the end (= count)', query: 'offset=1200' },
  { name: 'offset past the end', query: 'offset=5000&limit=10' },
  { name: 'huge offset', query: 'offset=9999999999999999999999', live: 'pastEnd' },

  // filters (django-filter CharFilter: stripped, blank ignored, last value wins)
  { name: 'last_name Cyrillic, lower case', query: `last_name=${enc('иванов')}`, rows: true },
  { name: 'last_name Cyrillic, upper case', query: `last_name=${enc('ИВАНОВА')}`, rows: true },
  { name: 'last_name with ё', query: `last_name=${enc('соловьёв')}`, rows: true },
  { name: 'last_name Ё alone', query: `last_name=${enc('Ё')}`, rows: true },
  { name: 'last_name Latin, mixed case', query: 'last_name=sMiTh', rows: true },
  { name: 'last_name Latin with an umlaut, upper case', query: `last_name=${enc('MÜLLER')}`, rows: true },
  { name: 'last_name with surrounding spaces', query: 'last_name=%20%20Smith%20', rows: true },
  { name: 'last_name with no-break spaces around', query: 'last_name=%C2%A0Smith%C2%A0', rows: true },
  { name: 'last_name with + for a space', query: 'last_name=von+hoh', rows: true },
  { name: 'last_name apostrophe', query: 'last_name=%27&limit=10&offset=10', rows: true },
  { name: 'last_name % is not a wildcard', query: 'last_name=%25' },
  { name: 'last_name _ is not a wildcard', query: 'last_name=_' },
  { name: 'last_name empty', query: 'last_name=', rows: true, live: 'search' },
  { name: 'last_name only spaces', query: 'last_name=%20%20', rows: true, live: 'search' },
  { name: 'last_name repeated: the last wins', query: `last_name=Smith&last_name=${enc('Иванов')}`, rows: true },
  { name: 'last_name invalid UTF-8', query: 'last_name=%FF' },
  { name: 'last_name malformed escape', query: 'last_name=%ZZ' },
  { name: 'first_name Cyrillic', query: `first_name=${enc('анна')}`, rows: true },
  { name: 'first_name Latin with an accent', query: `first_name=${enc('ÉTIENNE')}`, rows: true },
  {
    name: 'first_name and last_name together, paged',
    query: `first_name=${enc('алекс')}&last_name=${enc('ов')}&limit=5&offset=5`,
    rows: true,
  },
  { name: 'last_name with a NUL is a 400', query: 'last_name=%00', live: 'nul' },
  { name: 'both names with a NUL is a 400', query: 'first_name=a%00&last_name=%00', live: 'nul' },

  // links keep every parameter, sorted and re-encoded (wire doc §1.3)
  { name: 'unknown parameters are kept', query: 'zzz=1&a=2&limit=3&offset=3', live: 'links' },
  { name: 'case-variant keys are kept apart', query: 'LIMIT=10&Offset=3&offset=3', live: 'links' },
  { name: 'repeated and bare unknown keys', query: 'x=1&x=2&foo&limit=5', live: 'links' },
  { name: 'values re-encoded with quote_plus', query: 'q=a%20b*c/d;e~f%3D&a%20b=1&limit=5&offset=5', live: 'links' },
  { name: 'non-ASCII unknown value', query: `note=${enc('Пётр & Seán')}&limit=5`, live: 'links' },

  // formats and content negotiation (wire doc §3)
  { name: 'format=json', query: 'format=json&limit=5&offset=5', live: 'format' },
  { name: 'format= (empty) is ignored', query: 'format=&limit=5', live: 'format' },
  { name: 'format=api', query: 'format=api', live: 'format' },
  { name: 'format=api, paged and filtered', query: `format=api&limit=5&offset=10&last_name=${enc('ов')}` },
  { name: 'unknown format is a JSON 404', query: 'format=xml', live: 'format' },
  { name: 'Accept: text/html gives the browsable page', accept: 'text/html', live: 'negotiation' },
  { name: 'Accept with q-values ignored', query: 'limit=3', accept: 'application/json;q=0.1, text/html;q=1.0', live: 'negotiation' },
  { name: 'Accept: text/* gives the browsable page', query: 'limit=3', accept: 'text/*', live: 'negotiation' },
  {
    name: 'Accept: application/json; indent=2 pretty-prints',
    query: 'limit=3&offset=3',
    accept: 'application/json; indent=2',
    live: 'negotiation',
  },
  { name: 'Accept: */*; indent=20 pretty-prints with 8', query: 'limit=2&offset=1', accept: '*/*; indent=20', live: 'negotiation' },
  { name: 'Accept: indent=0 stays compact', query: 'limit=2', accept: 'application/json; indent=0', live: 'negotiation' },
  { name: 'Accept: indent=abc stays compact', query: 'limit=2', accept: 'application/json;indent=abc', live: 'negotiation' },
  { name: 'Accept: application/xml is a 406', accept: 'application/xml', live: 'negotiation' },
  { name: 'format=api with Accept: application/json is a 406', query: 'format=api', accept: 'application/json', live: 'negotiation' },
  { name: 'format=json with Accept: text/html is a 406', query: 'format=json', accept: 'text/html', live: 'negotiation' },

  // methods (wire doc §4, §5)
  { name: 'HEAD', method: 'HEAD', live: 'head' },
  { name: 'HEAD, paged and filtered', method: 'HEAD', query: `limit=5&offset=5&last_name=${enc('ов')}` },
  { name: 'OPTIONS', method: 'OPTIONS', live: 'options' },
  { name: 'OPTIONS with an unknown format', method: 'OPTIONS', query: 'format=xml', live: 'options' },
  { name: 'OPTIONS pretty-printed', method: 'OPTIONS', accept: 'application/json; indent=4', live: 'options' },
  { name: 'POST', method: 'POST' },
  { name: 'PUT', method: 'PUT' },
  { name: 'PATCH', method: 'PATCH', query: 'limit=5' },
  { name: 'DELETE', method: 'DELETE' },
  { name: 'POST with format=api', method: 'POST', query: 'format=api' },
  { name: 'POST pretty-printed', method: 'POST', accept: 'application/json; indent=2' },
  { name: 'POST with an unknown format: negotiation first', method: 'POST', query: 'format=xml' },

  // Django around DRF
  {
    name: 'no trailing slash: APPEND_SLASH redirect',
    path: AUTHORS_LIST_PATH.slice(0, -1),
    query: 'limit=5&last_name=Smith',
    live: 'slash',
  },
  { name: 'unknown path', path: '/api/author/', live: 'paths' },
  { name: 'unknown path below the list', path: `${AUTHORS_LIST_PATH}1/`, live: 'paths' },
]
