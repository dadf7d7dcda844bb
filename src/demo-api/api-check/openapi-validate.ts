import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js'
import { AUTHORS_LIST_PATH } from '../../shared/api/contract'
import openApi from '../openapi.json' with { type: 'json' }

/**
 * Answers of the list endpoint held to its OpenAPI 3.1 document (src/demo-api/openapi.json) with
 * a maintained JSON Schema validator (Ajv, draft 2020-12, the dialect of OpenAPI 3.1): the
 * contract tests check the demo API's and Django's answers with it, and api-check each live body.
 */

export interface AnswerToCheck {
  method?: string
  /** The answer's media type (Content-Type without parameters); JSON bodies are checked field by field. */
  mediaType?: string
}

type Method = 'get' | 'head' | 'options' | 'post' | 'put' | 'patch' | 'delete'

interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>
}

const DOCUMENT = 'openapi.json'
const operations = openApi.paths[AUTHORS_LIST_PATH] as unknown as Partial<Record<Method, Operation>>

let ajv: Ajv2020 | undefined
const validators = new Map<string, ValidateFunction>()

function validatorFor(pointer: string): ValidateFunction {
  if (!ajv) {
    ajv = new Ajv2020({ allErrors: true, strict: false })
    ajv.addSchema(openApi, DOCUMENT)
  }
  let validate = validators.get(pointer)
  if (!validate) {
    validate = ajv.compile({ $ref: `${DOCUMENT}#${pointer}` })
    validators.set(pointer, validate)
  }
  return validate
}

const escape = (token: string) => token.replaceAll('~', '~0').replaceAll('/', '~1')

/**
 * What in an answer the document does not allow, each in words naming the record's field
 * ("results[3].parent_name: must be string,null"); empty when it conforms. `body` is the parsed
 * JSON (undefined for none).
 */
export function openApiViolations(status: number, body: unknown, answer: AnswerToCheck = {}): string[] {
  const method = (answer.method ?? 'GET').toLowerCase() as Method
  const operation = operations[method]
  if (!operation) return [`the document describes no ${method.toUpperCase()} of the list`]
  const response = operation.responses[String(status)]
  if (!response) return [`HTTP ${status} is not an answer the document gives to ${method.toUpperCase()}`]
  if (method === 'head' || body === undefined) return []
  const mediaType = answer.mediaType ?? 'application/json'
  const content = response.content?.[mediaType]
  if (!content) return [`HTTP ${status} as ${mediaType} is not in the document`]
  if (mediaType !== 'application/json') return []
  const validate = validatorFor(
    ['', 'paths', AUTHORS_LIST_PATH, method, 'responses', String(status), 'content', mediaType, 'schema'].map(escape).join('/'),
  )
  if (validate(body)) return []
  return (validate.errors ?? []).map(describeError)
}

/** "/results/3/parent_name" → "results[3].parent_name", with Ajv's message and what it was given. */
function describeError(error: ErrorObject): string {
  const path = error.instancePath
    .split('/')
    .slice(1)
    .map((token) => token.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce((out, token) => (/^\d+$/.test(token) ? `${out}[${token}]` : out === '' ? token : `${out}.${token}`), '')
  const where = path === '' ? 'the body' : path
  if (error.keyword === 'additionalProperties') {
    return `${where}: a field the document does not have, ${JSON.stringify((error.params as { additionalProperty: string }).additionalProperty)}`
  }
  if (error.keyword === 'required') {
    return `${where}: no ${JSON.stringify((error.params as { missingProperty: string }).missingProperty)}, which the document requires`
  }
  return `${where}: ${error.message ?? error.keyword}`
}

/** A live answer (api-check) held to the document; a body that is not JSON is compareAnswer's to name. */
export function liveAnswerViolations(live: { status: number; body: string; headers: Headers }, method: string): string[] {
  const mediaType = live.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
  let body: unknown = live.body === '' ? undefined : live.body
  if (mediaType === 'application/json' && live.body !== '') {
    try {
      body = JSON.parse(live.body)
    } catch {
      return []
    }
  }
  return openApiViolations(live.status, body, { method, ...(mediaType && { mediaType }) }).map((violation) => `OpenAPI: ${violation}`)
}
