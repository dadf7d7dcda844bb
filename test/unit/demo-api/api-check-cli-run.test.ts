// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { AUTHORS_LIST_PATH, type Author } from '../../../src/shared/api/contract'
import { COOKIE_ENV, HEADER_ENV, main, parseApiCheckArgs, USAGE, type Output } from '../../../src/demo-api/api-check/cli'
import { CAUSE_KEYS } from '../../../src/demo-api/api-check/causes'
import type { JsonReport } from '../../../src/demo-api/api-check/report'
import { generateAuthors } from '../../../src/demo-api/dataset'
import { compareCodePoints, DEMO_SEARCH } from '../../../src/demo-api/list-engine'
import { demoDataset, parseDataset } from '../../../src/demo-api/recorded-dataset'
import { jsonAnswer, rewritten, serveDemoApi } from './api-check-in-process'
import { capture } from './api-check-servers'

/**
 * The command a pipeline gates on, run in-process against the demo API (msw, no port): what it
 * prints, the exit code, --json and --junit on every exit, --strict and --accept, and secrets
 * never printed or written. The same over real HTTP is in api-check-cli.test.ts.
 */

const dir = mkdtempSync(join(tmpdir(), 'api-check-cli-run-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const authors = generateAuthors({ seed: 5, size: 120 }).sort(
  (a, b) => compareCodePoints(a.first_name, b.first_name) || compareCodePoints(a.last_name, b.last_name) || compareCodePoints(a.uid, b.uid),
)
const SECRET = 'Token s3cr3t-value-42'
const COOKIE = 'session=c00kie-value'

let files = 0
async function run(args: string[], env: Record<string, string> = {}) {
  files += 1
  const json = join(dir, `${files}.json`)
  const junit = join(dir, `${files}.xml`)
  const { output, io } = capture()
  const code = await main([...args, '--json', json, '--junit', junit], io, env)
  const texts = { json: readFileSync(json, 'utf8'), junit: readFileSync(junit, 'utf8') }
  return { code, ...output, ...texts, report: JSON.parse(texts.json) as JsonReport, files: { json, junit } }
}

/** The demo behind a door that wants the secret header and cookie, and echoes what it got into a 401. */
function guarded(dataset = demoDataset(authors)) {
  return serveDemoApi({ dataset }, (request, demo) => {
    if (request.headers.get('authorization') === SECRET && request.headers.get('cookie') === COOKIE) return demo()
    const echo = `${request.headers.get('authorization') ?? ''} ${request.headers.get('cookie') ?? ''}`
    return jsonAnswer({ detail: `bad credentials: ${echo}` }, 401, { 'WWW-Authenticate': 'Token' })
  })
}

describe('api-check prints what it promises, and exits as a pipeline gates', () => {
  it('on the demo itself: the bound first, the report, exit 0, both files with every result', async () => {
    const { api, requests } = serveDemoApi({ dataset: demoDataset(authors) })
    const done = await run(['--api', api, '--timeout', '4', '--max-wait', '30'])
    expect(done.code).toBe(0)
    const stated =
      /^api-check (\S+): (\d+) expectations, at most (\d+) requests \(GET, HEAD, OPTIONS\), one at a time, 4 s timeout each; a 429 is asked again after its Retry-After \(at most 30 s\), at most 3 times\.\n/.exec(
        done.out,
      )
    expect(stated?.[1]).toBe(api)
    expect(requests.length).toBeLessThanOrEqual(Number(stated?.[3]))
    expect(done.out).toContain(`\napi-check ${api}: exit 0, nothing the app shows or the mock serves would change\n`)
    expect(done.out.endsWith(`Report written to ${done.files.json}\nJUnit written to ${done.files.junit}\n`)).toBe(true)
    expect(done.err).toBe('')
    expect(done.report).toMatchObject({
      exitCode: 0,
      api,
      options: { strict: false, accepted: [], firstNameParam: 'first_name', headers: [] },
      causes: [],
      observed: { count: 120 },
      requests: { sent: requests.length, repeatedAfter429: 0 },
    })
    expect(done.report.results).toHaveLength(Number(stated?.[2]))
    expect(done.report.plan?.maxRequests).toBe(Number(stated?.[3]))
    expect(done.report.checkedAt).toMatch(/^\d{4}-\d\d-\d\dT/)
    expect(done.junit).toContain(`tests="${done.report.results.length}" failures="0"`)
    // Without --verbose, no line per expectation.
    expect(done.out).not.toMatch(/^ {2}same {5}/m)
  })

  it('--verbose: one line per expectation, as each is told', async () => {
    const { api } = serveDemoApi({ dataset: demoDataset(authors) })
    const done = await run(['--api', api, '--verbose'])
    expect(done.out.match(/^ {2}same {7}/gm)).toHaveLength(done.report.results.length)
  })

  it('exit 1 for a difference; --accept it, exit 0; a note is 0, and 1 under --strict', async () => {
    const { api } = serveDemoApi({ dataset: demoDataset(authors, { maxLimit: 100 }) }, async (_request, demo) => {
      const answer = await demo()
      const headers = new Headers(answer.headers)
      if (headers.has('vary')) headers.set('Vary', 'Accept, Cookie')
      return new Response(answer.body, { status: answer.status, headers })
    })
    const plain = await run(['--api', api])
    expect(plain.code).toBe(1)
    expect(plain.out).toContain(`api-check ${api}: exit 1, 1 cause of difference\n`)
    expect(plain.out.match(/^✗ /gm)).toEqual(['✗ '])
    expect(plain.report.causes.map((cause) => [cause.cause, cause.fails])).toEqual([
      ['max-limit', true],
      ['vary', false],
    ])
    expect(plain.junit).toMatch(/failures="[1-9]/)
    const accepted = await run(['--api', api, '--accept', 'max-limit'])
    expect(accepted.code).toBe(0)
    expect(accepted.report.options.accepted).toEqual(['max-limit'])
    const strict = await run(['--api', api, '--accept', 'max-limit', '--strict'])
    expect(strict.code).toBe(1)
    expect(strict.report).toMatchObject({ exitCode: 1, options: { strict: true } })
  })

  it('says each wait a 429 asks for', async () => {
    let throttled = false
    const { api } = serveDemoApi({ dataset: demoDataset(authors) }, (_request, demo) => {
      if (throttled) return demo()
      throttled = true
      return jsonAnswer({ detail: 'slow down' }, 429, { 'Retry-After': '0' })
    })
    const done = await run(['--api', api])
    expect(done.out).toContain(`  … HTTP 429 from ${api}${AUTHORS_LIST_PATH}?limit=1000: waiting 0 s as asked\n`)
    expect(done.out).toContain(' requests, 1 repeated after a 429.')
  })
})

describe('api-check cannot check: exit 2, the reason, and both files still written', () => {
  it('an API that is not the list', async () => {
    const { api } = serveDemoApi({}, () => new Response('OK', { headers: { 'Content-Type': 'text/plain' } }))
    const done = await run(['--api', api])
    expect(done.code).toBe(2)
    expect(done.err).toBe(
      `api-check cannot check ${api}: ${api}${AUTHORS_LIST_PATH}?limit=1000 answered HTTP 200 with something that is not JSON: "OK"\n`,
    )
    expect(done.out).toMatch(/^api-check \S+: \d+ expectations, at most/)
    expect(done.report).toMatchObject({ exitCode: 2, reason: expect.stringContaining('is not JSON'), causes: [], results: [], api })
    expect(done.junit).toContain('<testcase classname="api-check" name="the API can be checked"><failure message=')
  })

  it('a command line it cannot use: the usage, and the files when it can tell where they go', async () => {
    const json = join(dir, 'bad-args.json')
    const junit = join(dir, 'bad-args.xml')
    const { io, output } = capture()
    expect(await main(['--api=https://u:pa55word@x.test', '--accept', 'everything', `--json=${json}`, '--junit', junit], io, {})).toBe(2)
    expect(output.err).toMatch(/^--accept wants one of max-limit, default-page-size, .*, not "everything"\n\nUsage: /s)
    expect(output.err).not.toContain('pa55word')
    const written = JSON.parse(readFileSync(json, 'utf8')) as JsonReport
    expect(written).toMatchObject({
      exitCode: 2,
      reason: expect.stringMatching(/^--accept wants/),
      api: 'https://***@x.test',
      causes: [],
      results: [],
    })
    expect(readFileSync(junit, 'utf8')).toContain('type="cannot-check"')
    expect(readFileSync(json, 'utf8')).not.toContain('pa55word')

    const quiet = capture()
    expect(await main(['--bogus'], quiet.io, {})).toBe(2)
    expect(quiet.output.err).toContain(USAGE)
    expect(quiet.output.out).toBe('')
  })

  it('--help: the usage on stdout, exit 0, nothing sent', async () => {
    const { requests } = serveDemoApi()
    const { io, output } = capture()
    expect(await main(['--help'], io, {})).toBe(0)
    expect(output.out).toBe(USAGE)
    expect(requests).toEqual([])
  })
})

describe('secrets: sent, never printed or written', () => {
  const clean = (texts: string[]) => {
    for (const text of texts) {
      expect(text).not.toContain('s3cr3t')
      expect(text).not.toContain('c00kie')
    }
  }

  it('--header and --cookie go with every request and nowhere else', async () => {
    const { api, requests } = guarded()
    const done = await run(['--api', api, '--header', `Authorization: ${SECRET}`, `--cookie=${COOKIE}`])
    expect(done.code).toBe(0)
    expect(requests.every((request) => request.headers.get('authorization') === SECRET)).toBe(true)
    clean([done.out, done.err, done.json, done.junit])
    expect(done.report.options.headers).toEqual(['Authorization', 'Cookie'])
  })

  it('from API_CHECK_HEADER (one a line) and API_CHECK_COOKIE', async () => {
    const { api } = guarded()
    const done = await run(['--api', api], { [HEADER_ENV]: `X-Unused: 1\r\n\nAuthorization: ${SECRET}\n`, [COOKIE_ENV]: COOKIE })
    expect(done.code).toBe(0)
    expect(done.report.options.headers).toEqual(['X-Unused', 'Authorization', 'Cookie'])
  })

  it('a wrong credential the server echoes back: exit 2, and the echo hidden', async () => {
    const { api } = guarded()
    const done = await run(['--api', api, '--header=Authorization: Token wrong-one-9', '--cookie', COOKIE])
    expect(done.code).toBe(2)
    expect(done.err).toContain('answered HTTP 401: it wants credentials (WWW-Authenticate: Token)')
    for (const text of [done.out, done.err, done.json, done.junit]) {
      expect(text).not.toContain('wrong-one-9')
      expect(text).not.toContain('c00kie')
    }
  })

  it('a header value that is not one is refused without showing it', async () => {
    const { io, output } = capture()
    expect(await main(['--api', 'http://x.test', '--header', 's3cr3t-without-a-name'], io, {})).toBe(2)
    expect(output.err).toMatch(/^--header wants "Name: value"/)
    clean([output.err, output.out])
    const env = capture()
    expect(await main(['--api', 'http://x.test'], env.io, { [HEADER_ENV]: 'Authorization:' })).toBe(2)
    expect(env.output.err).toMatch(/^API_CHECK_HEADER Authorization has no value/)
    expect(await main(['--api', 'http://x.test'], env.io, { [COOKIE_ENV]: '' })).toBe(2)
    expect(env.output.err).toContain('API_CHECK_COOKIE Cookie has no value')
    const cookie = capture()
    expect(await main(['--api', 'http://x.test', '--cookie', ' '], cookie.io, {})).toBe(2)
    expect(cookie.output.err).toMatch(/^--cookie Cookie has no value/)
  })

  it('user:password@ in --api, written any way, is hidden in every message and file', async () => {
    for (const api of ['http://bob:hunter2-pa55@h.test', 'http://bob:hunter2%2Dpa55@h.test']) {
      const done = await run([`--api=${api}`])
      expect(done.code).toBe(2)
      for (const text of [done.out, done.err, done.json, done.junit]) {
        expect(text).not.toContain('hunter2')
        expect(text).not.toContain('bob')
      }
      expect(done.err).toContain('--api may not carry a user name or password (http://***@h.test)')
    }
  })
})

describe('--record', () => {
  it('states its bound, records every author as observed, and says how to serve it', async () => {
    const search = { ...DEMO_SEARCH, match: 'prefix' as const }
    const { api } = serveDemoApi({ dataset: demoDataset(authors, { maxLimit: 50, search }) })
    const file = join(dir, 'recording.json')
    const done = await run(['--api', api, '--record', file])
    expect(done.code).toBe(1)
    expect(done.out).toContain(
      "\nRecording every author with the export's paging engine: 120 said, 50 a page, one request at a time, at most 17 requests in all (5 a pass, up to 3 passes if the list changes while it is read); if the list grows past that, it stops and writes nothing.\n",
    )
    expect(done.out).toContain(`Recorded 120 authors to ${file} (3 requests)\nServe it: npm run mock-api -- --dataset ${file}\n`)
    expect(done.out).toContain('  read 50 of 120\n  read 100 of 120\n  read 120 of 120\n')
    expect(done.report.recording).toEqual({ file, authors: 120, requests: 3 })
    const dataset = parseDataset(JSON.parse(readFileSync(file, 'utf8')))
    expect(dataset.authors.map((author: Author) => author.uid)).toEqual(authors.map((author) => author.uid))
    expect(dataset).toMatchObject({ maxLimit: 50, source: { api, pseudonymized: false } })
    expect(dataset.search.last_name.match).toBe('prefix')
  })

  it('--pseudonymize prints its random key; --key repeats it; --keep-uids keeps the uids', async () => {
    const { api } = serveDemoApi({ dataset: demoDataset(authors.slice(0, 30)) })
    const file = join(dir, 'pseudonymized.json')
    const random = await run(['--api', api, '--record', file, '--pseudonymize'])
    expect(random.code).toBe(0)
    const key = /from a random key: ([0-9a-f]{32}) \(pass it as --key/.exec(random.out)?.[1]
    expect(key).toBeDefined()
    expect(random.out).toContain('Recorded 30 authors, names pseudonymized to')
    expect(random.out).toContain('  uids are replaced.\n')
    const first = readFileSync(file, 'utf8')
    const again = await run(['--api', api, '--record', file, '--key', key!])
    expect(again.out).toContain('  The new names come from your --key; the same key gives the same names again.\n')
    expect(parseDataset(JSON.parse(readFileSync(file, 'utf8'))).authors).toEqual(parseDataset(JSON.parse(first)).authors)
    const kept = await run(['--api', api, '--record', file, '--pseudonym-key', key!, '--keep-uids'])
    expect(kept.out).toContain('  The real uids are kept (--keep-uids): the recording joins back to the live records.\n')
    expect(new Set(parseDataset(JSON.parse(readFileSync(file, 'utf8'))).authors.map((author) => author.uid))).toEqual(
      new Set(authors.slice(0, 30).map((author) => author.uid)),
    )
  })

  it('a recording that fails: exit 2, the reason, nothing written', async () => {
    let recording = false
    const { api } = serveDemoApi({ dataset: demoDataset(authors) }, (request, demo) => {
      // The recording's first request; the check never sends this one.
      if (new URL(request.url).search === '?limit=1000' && recording)
        return new Response('{"oops"', { headers: { 'Content-Type': 'application/json' } })
      recording ||= new URL(request.url).search === '?limit=1000'
      return demo()
    })
    const file = join(dir, 'failed.json')
    const done = await run(['--api', api, '--record', file])
    expect(done.code).toBe(2)
    expect(done.err).toMatch(new RegExp(`^api-check could not record ${api}: .*did not answer a page of the list`))
    expect(done.report).toMatchObject({ exitCode: 2, reason: expect.stringMatching(/^the recording failed: /), recording: { file } })
    expect(existsSync(file)).toBe(false)
  })
})

describe('parseApiCheckArgs: seconds and options read as a person means them', () => {
  it.each([
    ['--timeout', '0', '--timeout wants seconds above 0, at most 600, not "0"'],
    ['--timeout', '601', '--timeout wants seconds above 0, at most 600, not "601"'],
    ['--timeout', 'abc', '--timeout wants seconds above 0, at most 600, not "abc"'],
    ['--timeout', '1e2', '--timeout wants seconds above 0, at most 600, not "1e2"'],
    ['--max-wait', '86401', '--max-wait wants seconds above 0, at most 86400, not "86401"'],
    ['--max-wait', '.5', '--max-wait wants seconds above 0, at most 86400, not ".5"'],
  ])('%s %s is refused', (flag, value, message) => {
    expect(() => parseApiCheckArgs(['--api', 'http://a.test', flag, value])).toThrow(message)
  })

  it('takes the largest, a fraction, spaces around, and the defaults', () => {
    expect(parseApiCheckArgs(['--api', 'http://a.test', '--timeout', '600', '--max-wait', ' 86400 '])).toMatchObject({
      timeoutMs: 600_000,
      maxWaitSeconds: 86_400,
    })
    expect(parseApiCheckArgs(['--api', 'http://a.test', '--timeout', '0.5'])).toMatchObject({ timeoutMs: 500 })
    expect(() => parseApiCheckArgs(['--api', 'http://a.test', '--timeout=-5'])).toThrow(
      '--timeout wants seconds above 0, at most 600, not "-5"',
    )
    expect(parseApiCheckArgs(['--api', 'http://a.test'])).toEqual({
      api: 'http://a.test',
      firstNameParam: 'first_name',
      timeoutMs: 15_000,
      maxWaitSeconds: 120,
      strict: false,
      verbose: false,
      accept: [],
      headers: [],
    })
    expect(() => parseApiCheckArgs([])).toThrow('--api URL is required: the address of the API to check')
    expect(() => parseApiCheckArgs(['--api', 'http://x', '--pseudonymize'])).toThrow('--pseudonymize goes with --record FILE')
    expect(() => parseApiCheckArgs(['--api', 'http://x', '--record', 'f', '--keep-uids'])).toThrow('--keep-uids goes with --pseudonymize')
    expect(() => parseApiCheckArgs(['--api', 'http://x', '--record', 'f', '--key', ''])).toThrow('--key may not be empty')
    expect(parseApiCheckArgs(['--api', 'http://x', '--record', 'f', '--key', 'k'])).toMatchObject({
      pseudonymKey: 'k',
      keyGiven: true,
      record: 'f',
    })
    expect(parseApiCheckArgs(['--api', 'http://x', '--record', 'f', '--pseudonymize'])).toMatchObject({ keyGiven: false })
    expect(parseApiCheckArgs(['-h'])).toBeUndefined()
  })
})

describe('secrets as a person writes them', () => {
  /** A broken deployment that echoes the X-Pin it got between brackets, in an answer api-check prints. */
  const echoing = () =>
    serveDemoApi(
      {},
      (request) =>
        new Response(`wrong pin [${request.headers.get('x-pin') ?? ''}] for the list`, {
          status: 500,
          headers: { 'Content-Type': 'text/plain' },
        }),
    )

  it('a value with spaces after its colon, on the command line or in API_CHECK_HEADER, is hidden as sent', async () => {
    const { api } = echoing()
    for (const [args, env] of [
      [['--header', 'X-Pin:    padded-secret-1  '], {}],
      [['--header=X-Pin:\tpadded-secret-1'], {}],
      [[], { [HEADER_ENV]: 'X-Pin:   padded-secret-1 ' }],
    ] as const) {
      const done = await run(['--api', api, ...args], env)
      expect(done.code).toBe(2)
      expect(done.err).toContain('answered HTTP 500: "wrong pin [***] for the list"')
      for (const text of [done.out, done.err, done.json, done.junit]) expect(text).not.toContain('padded-secret')
    }
  })

  it('hides a value of four characters; a shorter one would hide ordinary words, so it is not', async () => {
    const { api } = echoing()
    const four = await run(['--api', api, '--header', 'X-Pin: 7Qz9'])
    expect(four.err).toContain('wrong pin [***] for the list')
    expect(four.json).not.toContain('7Qz9')
    const three = await run(['--api', api, '--header', 'X-Pin: the'])
    expect(three.err).toContain('wrong pin [the] for the list')
    expect(three.err).toBe(
      `api-check cannot check ${api}: ${api}${AUTHORS_LIST_PATH}?limit=1000 answered HTTP 500: "wrong pin [the] for the list"\n`,
    )
  })
})

describe('a command line that does not parse still writes what it can', () => {
  it('--json without --api: exit 2, the reason, no address and the defaults', async () => {
    const json = join(dir, 'no-api.json')
    const { io, output } = capture()
    expect(await main(['--json', json, '--strict'], io, {})).toBe(2)
    expect(output.err).toMatch(/^--api URL is required/)
    expect(JSON.parse(readFileSync(json, 'utf8'))).toEqual({
      exitCode: 2,
      reason: '--api URL is required: the address of the API to check',
      api: '',
      checkedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      options: { strict: false, accepted: [], firstNameParam: '', headers: [] },
      causes: [],
      results: [],
    })
    expect(existsSync(join(dir, 'no-api.xml'))).toBe(false)
  })
})

describe('--record says what the read met', () => {
  /**
   * The demo at a cap of `cap`, whose count `countOf` changes for the n-th request of the
   * recording (from 0), once the command has said it starts recording.
   */
  async function recordWith(cap: number, countOf: (n: number, count: number) => number) {
    let recording = -1
    const { api } = serveDemoApi({ dataset: demoDataset(authors, { maxLimit: cap }) }, async (_request, demo) =>
      recording < 0 ? demo() : rewritten(await demo(), (body) => ({ ...body, count: countOf(recording++, body.count as number) })),
    )
    const file = join(dir, `recording-${(files += 1)}.json`)
    const { output, io } = capture()
    const told: Output = {
      out: (text) => {
        if (text.startsWith('\nRecording every author')) recording = 0
        io.out(text)
      },
      err: io.err,
    }
    const code = await main(['--api', api, '--record', file], told, {})
    return { code, ...output, file }
  }

  it('reports its progress about every tenth of the list, not every page', async () => {
    const done = await recordWith(5, (_n, count) => count)
    const read = done.out.match(/^ {2}read \d+ of 120$/gm)
    expect(read).toEqual([15, 30, 45, 60, 75, 90, 105, 120].map((received) => `  read ${received} of 120`))
  })

  it('a count that moved during the first pass: the first consistent read, and it says so', async () => {
    const done = await recordWith(50, (n, count) => (n === 1 ? count + 1 : count))
    expect(done.out).toContain(
      `Recorded 120 authors to ${done.file} (6 requests)\n  The list changed while it was read; the recording is the first consistent read of it.\nServe it: `,
    )
    expect(done.out).not.toContain('never held still')
  })

  it('a count that never holds still: every author seen, and it says so', async () => {
    const done = await recordWith(50, (n, count) => count + (n % 2))
    expect(done.out).toContain(
      '  The list changed while it was read; the recording is the first consistent read of it.\n  The list never held still: the recording holds every author seen, once each.\nServe it: ',
    )
    expect(parseDataset(JSON.parse(readFileSync(done.file, 'utf8'))).authors).toHaveLength(120)
  })

  it('a count above the records it gives: what it read, and both numbers', async () => {
    const done = await recordWith(1000, (_n, count) => count + 5)
    expect(done.out).toContain(
      `  read 120 of 125\nRecorded 120 authors to ${done.file} (2 requests)\n  The read stopped short: the API said 125 and gave 120.\nServe it: `,
    )
    expect(done.out).not.toContain('The list changed')
  })
})

describe('run as a command (node cli.ts …)', () => {
  const cli = realpathSync(fileURLToPath(new URL('../../../src/demo-api/api-check/cli.ts', import.meta.url)))

  /** Loads cli.ts afresh as the script node was started with, and waits for the exit status it sets. */
  async function asCommand(args: string[]) {
    const argv = process.argv
    const exitCode = process.exitCode
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    const crash = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      process.argv = [argv[0]!, cli, ...args]
      process.exitCode = undefined
      vi.resetModules()
      await import('../../../src/demo-api/api-check/cli')
      await vi.waitFor(() => expect(process.exitCode).toBeTypeOf('number'))
      return {
        code: process.exitCode,
        out: out.mock.calls.map(([text]) => String(text)).join(''),
        err: err.mock.calls.map(([text]) => String(text)).join(''),
        crash: crash.mock.calls,
      }
    } finally {
      process.argv = argv
      process.exitCode = exitCode
      out.mockRestore()
      err.mockRestore()
      crash.mockRestore()
    }
  }

  it('--help: the usage on stdout, exit status 0', async () => {
    expect(await asCommand(['--help'])).toEqual({ code: 0, out: USAGE, err: '', crash: [] })
  })

  it('a command line it cannot use: the reason on stderr, exit status 2', async () => {
    const done = await asCommand(['--api', 'ftp://x.test'])
    expect(done).toMatchObject({ code: 2, out: '', crash: [] })
    expect(done.err).toBe(
      'api-check cannot check ftp://x.test: --api wants the API\'s http(s) address, such as https://authors.example.org, not "ftp://x.test"\n',
    )
  })

  it('a report it cannot write: the error on stderr, exit status 2', async () => {
    const done = await asCommand(['--api', 'ftp://x.test', '--json', join(dir, 'no-such-folder', 'report.json')])
    expect(done.code).toBe(2)
    expect(done.crash).toEqual([[expect.objectContaining({ code: 'ENOENT' })]])
  })

  it('imported, not run: sends nothing and sets no exit status', async () => {
    const { requests } = serveDemoApi()
    const exitCode = process.exitCode
    vi.resetModules()
    const module = await import('../../../src/demo-api/api-check/cli')
    expect(module.USAGE).toBe(USAGE)
    expect(process.exitCode).toBe(exitCode)
    expect(requests).toEqual([])
  })
})

describe('the usage a person reads', () => {
  it('names where the list is, each cause --accept takes, comma-separated, and the defaults in seconds', () => {
    expect(USAGE).toContain(`against a live Author Directory at URL${AUTHORS_LIST_PATH}, with read-only\n`)
    expect(USAGE).toContain(`causes: ${CAUSE_KEYS.join(', ')}\n`)
    expect(USAGE).toContain('--timeout S            seconds to wait for each answer (default 15)\n')
    expect(USAGE).toContain('--max-wait S           the longest Retry-After of a 429 to wait out (default 120)\n')
  })
})
