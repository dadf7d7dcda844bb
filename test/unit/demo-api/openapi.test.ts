// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WIRE_CASES } from '../../../src/demo-api/api-check/cases'
import { openApiViolations } from '../../../src/demo-api/api-check/openapi-validate'
import { startMockApiServer, type MockApiServer } from '../../../src/demo-api/http-server'
import openApi from '../../../src/demo-api/openapi.json' with { type: 'json' }
import { AUTHORS_LIST_PATH } from '../../../src/shared/api/contract'
import { caseViolations, described } from '../../openapi-answers'

let mock: MockApiServer
let throttled: MockApiServer

beforeAll(async () => {
  ;[mock, throttled] = await Promise.all([
    startMockApiServer({ port: 0, seed: 1, size: 1200 }),
    startMockApiServer({ port: 0, seed: 1, size: 1200, scenario: 'rate-limited' }),
  ])
})

afterAll(async () => {
  await Promise.all([mock?.close(), throttled?.close()])
})

describe('the OpenAPI document of the list', () => {
  it('describes the list endpoint: GET, HEAD, OPTIONS, the parameters, and the Author with its five fields required', () => {
    expect(openApi.openapi).toBe('3.1.0')
    const path = openApi.paths[AUTHORS_LIST_PATH]
    expect(Object.keys(path)).toEqual(expect.arrayContaining(['get', 'head', 'options']))
    expect(Object.keys(path.get.responses)).toEqual(['200', '400', '404', '406', '429'])
    expect(Object.keys(openApi.components.parameters)).toEqual(['limit', 'offset', 'last_name', 'first_name', 'format'])
    const author = openApi.components.schemas.Author
    expect(author.required).toEqual(['uid', 'first_name', 'last_name', 'parent_name', 'public_name'])
    expect(author.additionalProperties).toBe(false)
    expect(author.properties.parent_name.type).toEqual(['string', 'null'])
  })

  it.each(WIRE_CASES.filter(described))('holds the demo API’s answer: $name', async (entry) => {
    expect((await caseViolations(mock.url, entry)).violations).toEqual([])
  })

  it('holds the demo API’s 429 of the rate-limited scenario', async () => {
    const { status, violations } = await caseViolations(throttled.url, { name: 'throttled', query: 'limit=5' })
    expect(status).toBe(429)
    expect(violations).toEqual([])
  })

  it('names each field an answer gets wrong', () => {
    const page = (author: Record<string, unknown>) => ({ count: 1, next: null, previous: null, results: [author] })
    const good = { uid: 'u', first_name: 'Анна', last_name: 'Орлова', parent_name: null, public_name: 'Орлова А.' }
    expect(openApiViolations(200, page(good))).toEqual([])
    expect(openApiViolations(200, page({ ...good, parent_name: 7 }))).toEqual(['results[0].parent_name: must be string,null'])
    const withoutPublicName: Record<string, unknown> = { ...good }
    delete withoutPublicName.public_name
    expect(openApiViolations(200, page(withoutPublicName))).toEqual(['results[0]: no "public_name", which the document requires'])
    expect(openApiViolations(200, page({ ...good, email: 'a@b' }))).toEqual(['results[0]: a field the document does not have, "email"'])
    expect(openApiViolations(200, { ...page(good), count: '1' })).toEqual(['count: must be integer'])
    expect(openApiViolations(404, { error: 'gone' })).toEqual([
      'the body: no "detail", which the document requires',
      'the body: a field the document does not have, "error"',
    ])
    expect(openApiViolations(500, { detail: 'x' })).toEqual(['HTTP 500 is not an answer the document gives to GET'])
    expect(openApiViolations(200, 'x', { mediaType: 'application/xml' })).toEqual(['HTTP 200 as application/xml is not in the document'])
  })
})
