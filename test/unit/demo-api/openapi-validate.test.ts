// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { liveAnswerViolations, openApiViolations } from '../../../src/demo-api/api-check/openapi-validate'

/**
 * A live body held to openapi.json, as api-check reports it: each violation naming the record's
 * field, nothing for an answer the document allows. Pure: no server (openapi.test.ts holds the
 * demo API's own answers to it over HTTP).
 */

const good = { uid: 'u', first_name: 'Анна', last_name: 'Орлова', parent_name: null, public_name: 'Орлова А.' }
const page = (...results: unknown[]) => ({ count: results.length, next: null, previous: null, results })
const live = (status: number, body: string, contentType?: string) => ({
  status,
  body,
  headers: new Headers(contentType === undefined ? {} : { 'Content-Type': contentType }),
})

describe('openApiViolations', () => {
  it('names the field of the record that breaks the document, with its place in the list', () => {
    expect(openApiViolations(200, page(good, { ...good, uid: 3 }))).toEqual(['results[1].uid: must be string'])
    expect(openApiViolations(200, { ...page(good), extra: 1 }, { method: 'GET', mediaType: 'application/json' })).toEqual([
      'the body: a field the document does not have, "extra"',
    ])
  })

  it('knows which methods and statuses the document describes', () => {
    expect(openApiViolations(200, page(good), { method: 'TRACE' })).toEqual(['the document describes no TRACE of the list'])
    expect(openApiViolations(200, page(good), { method: 'post' })).toEqual(['HTTP 200 is not an answer the document gives to POST'])
    expect(openApiViolations(405, { detail: 'Method "POST" not allowed.' }, { method: 'POST' })).toEqual([])
    expect(openApiViolations(405, { detail: 7 }, { method: 'POST' })).toEqual(['detail: must be string'])
    expect(openApiViolations(429, { detail: 'slow' }, { method: 'options' })).toEqual([])
  })

  it('checks no body of HEAD, none where there is none, and only the type of a body that is not JSON', () => {
    expect(openApiViolations(200, { anything: true }, { method: 'HEAD' })).toEqual([])
    expect(openApiViolations(500, undefined, { method: 'HEAD' })).toEqual(['HTTP 500 is not an answer the document gives to HEAD'])
    expect(openApiViolations(200, undefined)).toEqual([])
    expect(openApiViolations(200, '<html>', { mediaType: 'text/html' })).toEqual([])
    expect(openApiViolations(400, '<html>', { mediaType: 'text/html' })).toEqual(['HTTP 400 as text/html is not in the document'])
  })
})

describe('liveAnswerViolations: a live answer as api-check reads it', () => {
  it('reads the media type without parameters or case, and says each violation is the document’s', () => {
    expect(
      liveAnswerViolations(live(200, JSON.stringify(page({ ...good, parent_name: 1 })), 'Application/JSON; charset=utf-8'), 'GET'),
    ).toEqual(['OpenAPI: results[0].parent_name: must be string,null'])
    expect(liveAnswerViolations(live(200, JSON.stringify(page(good)), 'application/json'), 'GET')).toEqual([])
  })

  it('leaves a body that is not JSON to the comparison, and holds an empty one to its status only', () => {
    expect(liveAnswerViolations(live(200, '{broken', 'application/json'), 'GET')).toEqual([])
    expect(liveAnswerViolations(live(200, '', 'application/json'), 'GET')).toEqual([])
    expect(liveAnswerViolations(live(418, '', 'application/json'), 'GET')).toEqual([
      'OpenAPI: HTTP 418 is not an answer the document gives to GET',
    ])
    // No Content-Type: held as JSON, and text is not the object the document wants.
    expect(liveAnswerViolations(live(200, 'plain'), 'GET')).toEqual(['OpenAPI: the body: must be object'])
    expect(liveAnswerViolations(live(200, 'plain', 'text/plain'), 'GET')).toEqual([
      'OpenAPI: HTTP 200 as text/plain is not in the document',
    ])
  })
})
