// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { AUTHORS_LIST_PATH } from '../../../src/shared/api/contract'
import { main, parseApiCheckArgs } from '../../../src/demo-api/api-check/cli'
import type { JsonReport } from '../../../src/demo-api/api-check/report'
import { generateAuthors } from '../../../src/demo-api/dataset'
import { compareCodePoints } from '../../../src/demo-api/list-engine'
import { demoDataset } from '../../../src/demo-api/recorded-dataset'
import { apiCheckServers, capture } from './api-check-servers'

/**
 * The command a pipeline gates on: exit codes, --strict and --accept, --json and --junit on every
 * exit, credentials sent and never shown, a record's fields, the recording's request bound.
 */

const { mock, listen, workDir } = apiCheckServers()

const authors = generateAuthors({ seed: 5, size: 300 }).sort(
  (a, b) => compareCodePoints(a.first_name, b.first_name) || compareCodePoints(a.last_name, b.last_name) || compareCodePoints(a.uid, b.uid),
)
const SECRET = 'Token s3cr3t-value-42'
const PASSWORD = 'hunter2-pa55'

async function run(args: string[], env: Record<string, string> = {}) {
  const name = Math.random().toString(36).slice(2)
  const json = join(workDir(), `${name}.json`)
  const junit = join(workDir(), `${name}.xml`)
  const { output, io } = capture()
  const code = await main([...args, '--json', json, '--junit', junit], io, env)
  const texts = { json: readFileSync(json, 'utf8'), junit: readFileSync(junit, 'utf8') }
  return { code, ...output, ...texts, report: JSON.parse(texts.json) as JsonReport }
}

/** The mock behind a door that wants `Authorization: <SECRET>` and a cookie, and echoes what it got into an error. */
async function guarded() {
  const api = await mock({ dataset: demoDataset(authors) })
  return listen((request, response, forward) => {
    if (request.headers.authorization === SECRET && request.headers.cookie === 'session=c00kie-value') return forward()
    response.writeHead(401, { 'Content-Type': 'application/json', 'WWW-Authenticate': 'Token' })
    response.end(JSON.stringify({ detail: `bad credentials: ${request.headers.authorization ?? ''} ${request.headers.cookie ?? ''}` }))
  }, api.url)
}

describe('api-check on an authenticated deployment', () => {
  it('sends --header and --cookie with every request, and never prints or writes their values', async () => {
    const api = await guarded()
    const done = await run([
      '--api',
      api,
      '--header',
      `Authorization: ${SECRET}`,
      '--cookie',
      'session=c00kie-value',
      '--record',
      join(workDir(), 'auth.json'),
    ])
    expect(done.code).toBe(0)
    const recording = readFileSync(join(workDir(), 'auth.json'), 'utf8')
    for (const text of [done.out, done.err, done.json, done.junit, recording]) {
      expect(text).not.toContain('s3cr3t')
      expect(text).not.toContain('c00kie')
    }
    expect(done.report.options.headers).toEqual(['Authorization', 'Cookie'])
  })

  it('takes them from API_CHECK_HEADER (one a line) and API_CHECK_COOKIE', async () => {
    const api = await guarded()
    const done = await run(['--api', api], {
      API_CHECK_HEADER: `X-Unused: 1\nAuthorization: ${SECRET}\n`,
      API_CHECK_COOKIE: 'session=c00kie-value',
    })
    expect(done.code).toBe(0)
  })

  it('a wrong credential: exit 2, and the reason hides what the server echoed of it', async () => {
    const api = await guarded()
    const done = await run(['--api', api, '--header', 'Authorization: Token wrong-one-9', '--cookie', 'session=c00kie-value'])
    expect(done.code).toBe(2)
    expect(done.err).toContain('answered HTTP 401: it wants credentials (WWW-Authenticate: Token)')
    for (const text of [done.out, done.err, done.json, done.junit]) {
      expect(text).not.toContain('wrong-one-9')
      expect(text).not.toContain('c00kie')
    }
  })

  it('hides user:password@ of --api in every message and file', async () => {
    const done = await run(['--api', `http://bob:${PASSWORD}@127.0.0.1:1`])
    expect(done.code).toBe(2)
    expect(done.err).toContain('--api may not carry a user name or password (http://***@127.0.0.1:1)')
    for (const text of [done.out, done.err, done.json, done.junit]) {
      expect(text).not.toContain(PASSWORD)
      expect(text).not.toContain('bob:')
    }
    expect(done.report).toMatchObject({ exitCode: 2, api: 'http://***@127.0.0.1:1' })
  })
})

describe('api-check exit codes and reports', () => {
  it('writes --json and --junit on exit 2, with the reason', async () => {
    const closed = await listen((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/plain' })
      response.end('OK')
    })
    const done = await run(['--api', closed])
    expect(done.code).toBe(2)
    expect(done.report).toMatchObject({ exitCode: 2, reason: expect.stringContaining('is not JSON'), results: [] })
    expect(done.junit).toContain('<testcase classname="api-check" name="the API can be checked"><failure')
  })

  it('writes them on a command line it cannot use too', async () => {
    const json = join(workDir(), 'bad-args.json')
    const junit = join(workDir(), 'bad-args.xml')
    const { io, output } = capture()
    expect(await main(['--api', 'http://x.test', '--accept', 'everything', '--json', json, '--junit', junit], io, {})).toBe(2)
    expect(output.err).toMatch(/^--accept wants one of max-limit, default-page-size, /)
    expect(JSON.parse(readFileSync(json, 'utf8'))).toMatchObject({ exitCode: 2, reason: expect.stringMatching(/^--accept wants/) })
    expect(existsSync(junit)).toBe(true)
  })

  it('exit 1 for a difference; --accept it, exit 0; a note is 0, and 1 under --strict', async () => {
    const api = await mock({ dataset: demoDataset(authors, { maxLimit: 100 }) })
    const front = await listen((_request, response, forward) => {
      const writeHead = response.writeHead.bind(response)
      response.writeHead = ((status: number, headers: Record<string, string>) =>
        writeHead(status, { ...headers, vary: 'Accept, Cookie' })) as typeof response.writeHead
      return forward()
    }, api.url)
    const plain = await run(['--api', front])
    expect(plain.code).toBe(1)
    expect(plain.report.causes.map((cause) => [cause.cause, cause.fails])).toEqual([
      ['max-limit', true],
      ['vary', false],
    ])
    expect((await run(['--api', front, '--accept', 'max-limit'])).code).toBe(0)
    expect((await run(['--api', front, '--accept', 'max-limit', '--strict'])).code).toBe(1)
    const result = plain.report.results.find((each) => each.title === 'limit=1000 (max_limit)')!
    expect(result.requests).toEqual([`${front}${AUTHORS_LIST_PATH}?limit=1000`])
    expect(result.findings.find((finding) => finding.cause === 'max-limit')).toMatchObject({ expected: 300, actual: 100 })
  })

  it('a renamed field is a difference naming it, not "cannot check"', async () => {
    const api = await mock({ dataset: demoDataset(authors) })
    const front = await listen((_request, _response, forward) =>
      forward(api.url, (body) => body.replaceAll('"public_name"', '"display_name"')),
    )
    const done = await run(['--api', front])
    expect(done.code).toBe(1)
    expect(done.report.causes.map((cause) => cause.cause)).toEqual(['fields'])
    expect(done.report.causes[0]!.live).toBe('public_name is missing and display_name stands in its place (renamed?)')
  })

  it('a body the OpenAPI document does not allow (a field the envelope does not have) is a difference of the fields, said once', async () => {
    const api = await mock({ dataset: demoDataset(authors) })
    const front = await listen((_request, _response, forward) =>
      forward(api.url, (body) => body.replace(/^\{"count":/u, '{"page_number":1,"count":')),
    )
    const done = await run(['--api', front])
    expect(done.code).toBe(1)
    const fields = done.report.causes.find((cause) => cause.cause === 'fields')
    expect(fields?.live).toMatch(/^OpenAPI: the body: a field the document does not have, "page_number"/)
  })
})

describe('the recording keeps the bound it states', () => {
  it('stops with the reason when the list grows past it, writing nothing', async () => {
    // The check sees 40 authors at 10 a page; the recording then meets all 300, at 10 a page.
    const small = await mock({ dataset: demoDataset(authors.slice(0, 40), { maxLimit: 10 }) })
    const grown = await mock({ dataset: demoDataset(authors, { maxLimit: 10 }) })
    let recording = false
    let sentWhileRecording = 0
    const front = await listen((request, _response, forward) => {
      // The recording's first request; the check never sends this one.
      if (request.url === `${AUTHORS_LIST_PATH}?limit=10`) recording = true
      if (recording) sentWhileRecording += 1
      return forward(recording ? grown.url : small.url)
    })
    const file = join(workDir(), 'grown.json')
    const done = await run(['--api', front, '--record', file])
    const stated = Number(/at most (\d+) requests in all/.exec(done.out)?.[1])
    expect(stated).toBe(20)
    expect(sentWhileRecording).toBe(stated)
    expect(done.code).toBe(2)
    expect(done.err).toContain(
      `the recording stopped at the 20 requests it stated: the list said 40 authors at the check and 300 while it was read. Nothing was written`,
    )
    expect(existsSync(file)).toBe(false)
    expect(done.report).toMatchObject({
      exitCode: 2,
      reason: expect.stringContaining('the recording failed: the recording stopped at the 20 requests'),
    })
  })

  it('holds the bound when the list does not grow, and says how many it sent', async () => {
    const api = await mock({ dataset: demoDataset(authors.slice(0, 40), { maxLimit: 10 }) })
    const file = join(workDir(), 'still.json')
    const done = await run(['--api', api.url, '--record', file])
    expect(done.out).toContain('at most 20 requests in all (6 a pass, up to 3 passes')
    expect(done.out).toContain(`Recorded 40 authors to ${file} (4 requests)`)
    expect(done.report.recording).toEqual({ file, authors: 40, requests: 4 })
  })
})

describe('parseApiCheckArgs', () => {
  it('reads every option', () => {
    expect(
      parseApiCheckArgs(
        [
          '--api',
          'http://a.test',
          '--strict',
          '--verbose',
          '--accept',
          'vary',
          '--accept',
          'links',
          '--timeout',
          '2.5',
          '--max-wait',
          '9',
          '--first-name-param',
          '',
        ],
        {},
      ),
    ).toMatchObject({
      api: 'http://a.test',
      strict: true,
      verbose: true,
      accept: ['vary', 'links'],
      timeoutMs: 2500,
      maxWaitSeconds: 9,
      firstNameParam: '',
      headers: [],
    })
    expect(parseApiCheckArgs(['--help'])).toBeUndefined()
    expect(() => parseApiCheckArgs(['--api', 'http://a.test', '--timeout', '0'])).toThrow(
      '--timeout wants seconds above 0, at most 600, not "0"',
    )
  })
})
