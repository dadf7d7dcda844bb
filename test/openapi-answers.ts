import { openApiViolations } from '../src/demo-api/api-check/openapi-validate'
import type { WireCase } from '../src/demo-api/api-check/cases'
import { AUTHORS_LIST_PATH } from '../src/shared/api/contract'
import { rawRequest } from './raw-http'

/**
 * One contract case sent to a server (the demo API's mock server, or Django) and its answer held
 * to the OpenAPI document: what it violates, in words. Only the list's own path is in the
 * document; the slash redirect and unknown paths are Django's, around the view.
 */
export async function caseViolations(origin: string, entry: WireCase): Promise<{ status: number; violations: string[] }> {
  const url = `${origin}${entry.path ?? AUTHORS_LIST_PATH}${entry.query === undefined ? '' : `?${entry.query}`}`
  const method = entry.method ?? 'GET'
  const exchange = await rawRequest(method, url, entry.accept === undefined ? {} : { Accept: entry.accept })
  const status = Number(exchange.statusLine.split(' ')[1])
  const mediaType = exchange.headers.get('content-type')?.split(';')[0]?.trim()
  const text = exchange.body.toString('utf8')
  const body = text === '' ? undefined : mediaType === 'application/json' ? (JSON.parse(text) as unknown) : text
  return { status, violations: openApiViolations(status, body, { method, ...(mediaType && { mediaType }) }) }
}

/** The contract cases the document describes: those on the list's own path. */
export const described = (entry: WireCase) => (entry.path ?? AUTHORS_LIST_PATH) === AUTHORS_LIST_PATH
