import { randomBytes } from 'node:crypto'
import { realpathSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { AUTHORS_LIST_PATH } from '../../shared/api/contract'
import { serializeDataset } from '../recorded-dataset'
import { BadInput, DEFAULT_MAX_WAIT_SECONDS, DEFAULT_TIMEOUT_MS, runApiCheck, type ApiCheckReport } from './check'
import { CAUSE_KEYS, isCauseKey, type CauseKey } from './causes'
import { MAX_THROTTLED_REPEATS } from './live-client'
import { RECORD_PASSES, recordBound, recordDirectory } from './record'
import { exitCode, expectationLine, groupCauses, junitReport, textReport, type ExitCode, type JsonReport } from './report'
import { hideUserInfo, parseHeader, Secrets, type SentHeader } from './secrets'

/** `npm run api-check -- --api URL [options]`: see USAGE. */

export const USAGE = `Usage: npm run api-check -- --api URL [options]

Checks what the demo API assumes (paging, count and links, default page size and
max_limit, each search field's semantics, order, a record's fields, answers to bad
limit/offset, format=api, the trailing-slash redirect, HEAD/OPTIONS, headers)
against a live Author Directory at URL${AUTHORS_LIST_PATH}, with read-only
requests (GET, HEAD, OPTIONS), one at a time, never more than it states before
starting. Differences are grouped by cause, each said once.

Options:
  --api URL              the API's origin and any path prefix (required)
  --header "Name: value" sent with every request, e.g. "Authorization: Token …"
                         (repeatable; also API_CHECK_HEADER, one header a line);
                         never printed or written anywhere
  --cookie "a=b; c=d"    a Cookie header, likewise (also API_CHECK_COOKIE)
  --strict               notes (e.g. Vary naming Cookie) count as differences
  --accept CAUSE         a known difference: reported, not failing (repeatable);
                         causes: ${CAUSE_KEYS.join(', ')}
  --json FILE            the report as JSON, written on every exit (2 too)
  --junit FILE           JUnit XML, one testcase per expectation, on every exit
  --verbose              one line per expectation as well
  --record FILE          then read every record (the export's paging engine) and
                         write them, with the observed max_limit and search, as a
                         dataset for npm run mock-api -- --dataset FILE
  --pseudonymize         with --record: new names drawn whole from name lists,
                         new uids, rows in the list's order over the new names
  --key KEY              the key the new names and uids are drawn by (default: a
                         random one, printed); the same key gives the same names.
                         Keep it private. (--pseudonym-key is the same option.)
  --keep-uids            with --pseudonymize: keep the real uids, to join back
  --first-name-param P   the first-name search's parameter (default first_name;
                         "" when the deployment has none)
  --timeout S            seconds to wait for each answer (default ${DEFAULT_TIMEOUT_MS / 1000})
  --max-wait S           the longest Retry-After of a 429 to wait out (default ${DEFAULT_MAX_WAIT_SECONDS})
  --help                 show this text

Exit status: 0 nothing the app shows or the mock serves would change (notes
allowed); 1 at least one such difference; 2 the API could not be checked (the
reason is printed, and written to --json and --junit).
`

export interface ApiCheckCommand {
  api: string
  json?: string
  junit?: string
  record?: string
  pseudonymKey?: string
  /** Whether the key was given (a random one is printed, so the recording can be made again). */
  keyGiven?: boolean
  keepUids?: boolean
  firstNameParam: string
  timeoutMs: number
  maxWaitSeconds: number
  strict: boolean
  verbose: boolean
  accept: CauseKey[]
  headers: SentHeader[]
}

export interface Output {
  out: (text: string) => void
  err: (text: string) => void
}

/** Where --header and --cookie come from in CI, so that a secret never stands on a command line. */
export const HEADER_ENV = 'API_CHECK_HEADER'
export const COOKIE_ENV = 'API_CHECK_COOKIE'

/** Throws an Error with a readable message (never holding a secret) for anything it cannot use; undefined for --help. */
export function parseApiCheckArgs(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>> = {},
): ApiCheckCommand | undefined {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      api: { type: 'string' },
      json: { type: 'string' },
      junit: { type: 'string' },
      record: { type: 'string' },
      pseudonymize: { type: 'boolean' },
      'pseudonym-key': { type: 'string' },
      key: { type: 'string' },
      'keep-uids': { type: 'boolean' },
      'first-name-param': { type: 'string' },
      timeout: { type: 'string' },
      'max-wait': { type: 'string' },
      header: { type: 'string', multiple: true },
      cookie: { type: 'string' },
      strict: { type: 'boolean' },
      verbose: { type: 'boolean' },
      accept: { type: 'string', multiple: true },
      help: { type: 'boolean', short: 'h' },
    },
  })
  if (values.help) return undefined
  if (!values.api) throw new Error('--api URL is required: the address of the API to check')
  const key = values.key ?? values['pseudonym-key']
  const pseudonymize = values.pseudonymize === true || key !== undefined
  if (pseudonymize && values.record === undefined)
    throw new Error('--pseudonymize goes with --record FILE: it changes the names written there')
  if (values['keep-uids'] && !pseudonymize) throw new Error('--keep-uids goes with --pseudonymize: without it every uid is kept anyway')
  if (key === '') throw new Error('--key may not be empty')
  const accept = (values.accept ?? []).map((cause) => {
    if (!isCauseKey(cause)) throw new Error(`--accept wants one of ${CAUSE_KEYS.join(', ')}, not "${cause}"`)
    return cause
  })
  const headers = [
    ...(env[HEADER_ENV] ?? '')
      .split(/\r?\n/)
      .filter((line) => line.trim() !== '')
      .map((line) => parseHeader(line, HEADER_ENV)),
    ...(values.header ?? []).map((raw) => parseHeader(raw)),
  ]
  const cookie = values.cookie ?? env[COOKIE_ENV]
  if (cookie !== undefined) headers.push(parseHeader(`Cookie: ${cookie}`, values.cookie !== undefined ? '--cookie' : COOKIE_ENV))
  return {
    api: values.api,
    ...(values.json !== undefined && { json: values.json }),
    ...(values.junit !== undefined && { junit: values.junit }),
    ...(values.record !== undefined && { record: values.record }),
    ...(pseudonymize && { pseudonymKey: key ?? randomBytes(16).toString('hex'), keyGiven: key !== undefined }),
    ...(values['keep-uids'] && { keepUids: true }),
    firstNameParam: values['first-name-param'] ?? 'first_name',
    timeoutMs: seconds('--timeout', values.timeout, DEFAULT_TIMEOUT_MS / 1000, 600) * 1000,
    maxWaitSeconds: seconds('--max-wait', values['max-wait'], DEFAULT_MAX_WAIT_SECONDS, 86_400),
    strict: values.strict === true,
    verbose: values.verbose === true,
    accept,
    headers,
  }
}

function seconds(flag: string, raw: string | undefined, fallback: number, max: number): number {
  if (raw === undefined) return fallback
  const value = Number(raw)
  if (!/^\d+(\.\d+)?$/.test(raw.trim()) || value <= 0 || value > max)
    throw new Error(`${flag} wants seconds above 0, at most ${max}, not "${raw}"`)
  return value
}

/** The secrets of a command line that may not have parsed: every --header/--cookie value and the --api's user info. */
function secretsOf(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): Secrets {
  const values: string[] = []
  argv.forEach((arg, index) => {
    const next = argv[index + 1] ?? ''
    const inline = /^--(header|cookie)=(.*)$/s.exec(arg)
    const raw = inline ? inline[2]! : arg === '--header' || arg === '--cookie' ? next : undefined
    if (raw === undefined) return
    values.push(raw, raw.slice(raw.indexOf(':') + 1).trim())
  })
  for (const name of [HEADER_ENV, COOKIE_ENV]) {
    for (const line of (env[name] ?? '').split(/\r?\n/)) if (line.trim() !== '') values.push(line, line.slice(line.indexOf(':') + 1).trim())
  }
  for (const arg of argv) {
    const userInfo = /^[a-z][a-z0-9+.-]*:\/\/([^/?#@\s]*)@/i.exec(arg.replace(/^--api=/, ''))
    if (userInfo) {
      values.push(userInfo[1]!)
      for (const part of userInfo[1]!.split(':')) {
        values.push(part)
        try {
          values.push(decodeURIComponent(part))
        } catch {
          // Not percent-encoded.
        }
      }
    }
  }
  // A short value would hide ordinary words; secrets shorter than 4 characters are not worth it.
  return new Secrets(values.filter((value) => value.length >= 4))
}

export async function main(
  argv: readonly string[],
  output: Output,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<number> {
  const secrets = secretsOf(argv, env)
  const io: Output = { out: (text) => output.out(secrets.hide(text)), err: (text) => output.err(secrets.hide(text)) }
  const write = (file: string, text: string) => writeFileSync(file, secrets.hide(text))
  let command: ApiCheckCommand | undefined
  try {
    command = parseApiCheckArgs(argv, env)
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`)
    writeCannotCheck(argv, error, write)
    return 2
  }
  if (!command) {
    io.out(USAGE)
    return 0
  }
  const shownApi = hideUserInfo(command.api)
  const base: Omit<JsonReport, 'exitCode' | 'causes' | 'results'> = {
    api: shownApi,
    checkedAt: new Date().toISOString(),
    options: {
      strict: command.strict,
      accepted: command.accept,
      firstNameParam: command.firstNameParam,
      // The names of the headers sent, never their values.
      headers: command.headers.map((header) => header.name),
    },
  }
  const files = (json: JsonReport) => {
    if (command.json) write(command.json, `${JSON.stringify(json, null, 2)}\n`)
    if (command.junit) write(command.junit, junitReport(json))
  }

  let report: ApiCheckReport
  try {
    report = await runApiCheck({
      api: command.api,
      firstNameParam: command.firstNameParam,
      timeoutMs: command.timeoutMs,
      maxWaitSeconds: command.maxWaitSeconds,
      headers: command.headers,
      onPlan: (plan) =>
        io.out(
          `api-check ${shownApi}: ${plan.expectations} expectations, at most ${plan.maxRequests} requests (GET, HEAD, OPTIONS), ` +
            `one at a time, ${plan.timeoutMs / 1000} s timeout each; a 429 is asked again after its Retry-After (at most ${command.maxWaitSeconds} s), at most ${MAX_THROTTLED_REPEATS} times.\n`,
        ),
      onResult: (result) => {
        if (command.verbose) io.out(`${expectationLine(result)}\n`)
      },
      onWait: (wait, url) => io.out(`  … HTTP 429 from ${url}: waiting ${wait} s as asked\n`),
    })
  } catch (error) {
    // BadInput says why; anything else is api-check's own fault, still reported, still exit 2.
    const reason =
      error instanceof BadInput
        ? error.message
        : `api-check failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`
    io.err(`api-check cannot check ${shownApi}: ${reason}\n`)
    files({ ...base, exitCode: 2, reason, causes: [], results: [] })
    return 2
  }

  const causes = groupCauses(report, { strict: command.strict, accepted: new Set(command.accept) })
  let code: ExitCode = exitCode(causes)
  io.out(`\n${textReport(report, causes, code)}`)
  const json: JsonReport = {
    ...base,
    exitCode: code,
    checkedAt: report.checkedAt,
    plan: report.plan,
    requests: report.requests,
    causes,
    results: report.results,
    observed: report.observed,
  }
  if (command.record) {
    const recorded = await record(command, report, io, write)
    json.recording = recorded
    if ('error' in recorded) {
      code = 2
      json.exitCode = 2
      json.reason = `the recording failed: ${recorded.error}`
    }
  }
  files(json)
  if (command.json) io.out(`Report written to ${command.json}\n`)
  if (command.junit) io.out(`JUnit written to ${command.junit}\n`)
  return code
}

/** --json and --junit on a command line that did not parse, when their files can be read from it. */
function writeCannotCheck(argv: readonly string[], error: unknown, write: (file: string, text: string) => void) {
  const fileOf = (flag: string) => {
    const index = argv.indexOf(flag)
    return index === -1 ? argv.find((arg) => arg.startsWith(`${flag}=`))?.slice(flag.length + 1) : argv[index + 1]
  }
  const reason = error instanceof Error ? error.message : String(error)
  const json: JsonReport = {
    exitCode: 2,
    reason,
    api: hideUserInfo(fileOf('--api') ?? ''),
    checkedAt: new Date().toISOString(),
    options: { strict: false, accepted: [], firstNameParam: '', headers: [] },
    causes: [],
    results: [],
  }
  const jsonFile = fileOf('--json')
  const junitFile = fileOf('--junit')
  if (jsonFile) write(jsonFile, `${JSON.stringify(json, null, 2)}\n`)
  if (junitFile) write(junitFile, junitReport(json))
}

async function record(
  command: ApiCheckCommand,
  report: ApiCheckReport,
  io: Output,
  write: (file: string, text: string) => void,
): Promise<NonNullable<JsonReport['recording']>> {
  const file = command.record!
  const { observed } = report
  const bound = recordBound(observed)
  io.out(
    `\nRecording every author with the export's paging engine: ${observed.count} said, ${bound.pageSize} a page, one request at a time, ` +
      `at most ${bound.maxRequests} requests in all (${bound.perPass} a pass, up to ${RECORD_PASSES} passes if the list changes while it is read); ` +
      `if the list grows past that, it stops and writes nothing.\n`,
  )
  let reported = 0
  try {
    const { dataset, result, requests } = await recordDirectory({
      api: report.api,
      timeoutMs: command.timeoutMs,
      maxWaitSeconds: command.maxWaitSeconds,
      headers: command.headers,
      observed,
      ...(command.pseudonymKey !== undefined && { pseudonymize: { key: command.pseudonymKey, keepUids: command.keepUids === true } }),
      onWait: (seconds, url) => io.out(`  … HTTP 429 from ${url}: waiting ${seconds} s as asked\n`),
      onProgress: (progress) => {
        // About every tenth of the list, not every page.
        if (progress.received >= reported + Math.max(1, progress.count / 10) || progress.received === progress.count) {
          if (progress.received !== reported) io.out(`  read ${progress.received} of ${progress.count}\n`)
          reported = progress.received
        }
      },
    })
    write(file, serializeDataset(dataset))
    io.out(
      `Recorded ${dataset.authors.length} authors${dataset.source.pseudonymized ? ', names pseudonymized' : ''} to ${file} (${requests} requests)\n`,
    )
    if (result.changed) io.out('  The list changed while it was read; the recording is the first consistent read of it.\n')
    if (!result.settled) io.out('  The list never held still: the recording holds every author seen, once each.\n')
    if (result.cutShort) io.out(`  The read stopped short: the API said ${result.cutShort.said} and gave ${result.cutShort.got}.\n`)
    if (dataset.source.pseudonymized && command.pseudonymKey !== undefined) {
      io.out(
        command.keyGiven
          ? '  The new names come from your --key; the same key gives the same names again.\n'
          : `  The new names come from a random key: ${command.pseudonymKey} (pass it as --key to get the same names again; keep it private).\n`,
      )
      io.out(
        command.keepUids
          ? '  The real uids are kept (--keep-uids): the recording joins back to the live records.\n'
          : '  uids are replaced.\n',
      )
    }
    io.out(`Serve it: npm run mock-api -- --dataset ${file}\n`)
    return { file, authors: dataset.authors.length, requests }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    io.err(`api-check could not record ${report.api}: ${message}\n`)
    return { file, error: message }
  }
}

if (process.argv[1] && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url))) {
  main(process.argv.slice(2), { out: (text) => process.stdout.write(text), err: (text) => process.stderr.write(text) }).then(
    (code) => {
      process.exitCode = code
    },
    (error: unknown) => {
      console.error(error)
      process.exitCode = 2
    },
  )
}
