import { randomBytes } from 'node:crypto'
import { realpathSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { AUTHORS_LIST_PATH, MAX_LIMIT } from '../../shared/api/contract'
import { pageBudget } from '../../shared/api/reading-all'
import { serializeDataset } from '../recorded-dataset'
import { BadInput, DEFAULT_MAX_WAIT_SECONDS, DEFAULT_TIMEOUT_MS, runApiCheck, type ApiCheckReport } from './check'
import { MAX_THROTTLED_REPEATS } from './live-client'
import type { CheckResult } from './probes'
import { recordDirectory } from './record'

/** `npm run api-check -- --api URL [options]`: see USAGE. Exit 0: no difference; 1: differences; 2: cannot check. */

export const USAGE = `Usage: npm run api-check -- --api URL [options]

Checks what the demo API assumes (paging, count and links, default page size and
max_limit, search semantics, order, answers to bad limit/offset, format=api, the
trailing-slash redirect, HEAD/OPTIONS, Allow/Content-Type/Vary) against a live
Author Directory at URL${AUTHORS_LIST_PATH}, with read-only requests
(GET, HEAD, OPTIONS), one at a time, never more than it states before starting.

Options:
  --api URL              the API's origin and any path prefix (required)
  --json FILE            also write the report as JSON, for CI
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

Exit status: 0 the live API answers as the demo API assumes; 1 it differs (each
difference names the app behaviour it affects); 2 it could not be checked.
`

export interface ApiCheckCommand {
  api: string
  json?: string
  record?: string
  pseudonymKey?: string
  /** Whether the key was given (a random one is printed, so the recording can be made again). */
  keyGiven?: boolean
  keepUids?: boolean
  firstNameParam: string
  timeoutMs: number
  maxWaitSeconds: number
}

export interface Output {
  out: (text: string) => void
  err: (text: string) => void
}

/** Throws an Error with a readable message for anything it cannot use; undefined for --help. */
export function parseApiCheckArgs(argv: readonly string[]): ApiCheckCommand | undefined {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      api: { type: 'string' },
      json: { type: 'string' },
      record: { type: 'string' },
      pseudonymize: { type: 'boolean' },
      'pseudonym-key': { type: 'string' },
      key: { type: 'string' },
      'keep-uids': { type: 'boolean' },
      'first-name-param': { type: 'string' },
      timeout: { type: 'string' },
      'max-wait': { type: 'string' },
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
  return {
    api: values.api,
    ...(values.json !== undefined && { json: values.json }),
    ...(values.record !== undefined && { record: values.record }),
    ...(pseudonymize && { pseudonymKey: key ?? randomBytes(16).toString('hex'), keyGiven: key !== undefined }),
    ...(values['keep-uids'] && { keepUids: true }),
    firstNameParam: values['first-name-param'] ?? 'first_name',
    timeoutMs: seconds('--timeout', values.timeout, DEFAULT_TIMEOUT_MS / 1000, 600) * 1000,
    maxWaitSeconds: seconds('--max-wait', values['max-wait'], DEFAULT_MAX_WAIT_SECONDS, 86_400),
  }
}

function seconds(flag: string, raw: string | undefined, fallback: number, max: number): number {
  if (raw === undefined) return fallback
  const value = Number(raw)
  if (!/^\d+(\.\d+)?$/.test(raw.trim()) || value <= 0 || value > max)
    throw new Error(`${flag} wants seconds above 0, at most ${max}, not "${raw}"`)
  return value
}

const VERDICT_WORD = { same: 'same     ', different: 'DIFFERENT', unknown: 'unknown  ' } as const

function line(result: CheckResult): string {
  if (result.verdict === 'same') return `  ${VERDICT_WORD.same}  ${result.title}: ${result.answered}`
  const assumes = result.assumes === '' ? '' : `demo assumes ${result.assumes}; `
  return `  ${VERDICT_WORD[result.verdict]}  ${result.title}: ${assumes}live: ${result.answered}`
}

export async function main(argv: readonly string[], output: Output): Promise<number> {
  let command: ApiCheckCommand | undefined
  try {
    command = parseApiCheckArgs(argv)
  } catch (error) {
    output.err(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`)
    return 2
  }
  if (!command) {
    output.out(USAGE)
    return 0
  }

  let report: ApiCheckReport
  try {
    report = await runApiCheck({
      api: command.api,
      firstNameParam: command.firstNameParam,
      timeoutMs: command.timeoutMs,
      maxWaitSeconds: command.maxWaitSeconds,
      onPlan: (plan) =>
        output.out(
          `api-check ${command.api}: ${plan.expectations} expectations, at most ${plan.maxRequests} requests (GET, HEAD, OPTIONS), ` +
            `one at a time, ${plan.timeoutMs / 1000} s timeout each; a 429 is asked again after its Retry-After, at most ${MAX_THROTTLED_REPEATS} times.\n`,
        ),
      onResult: (result) => output.out(`${line(result)}\n`),
      onWait: (wait, url) => output.out(`  … HTTP 429 from ${url}: waiting ${wait} s as asked\n`),
    })
  } catch (error) {
    if (!(error instanceof BadInput)) throw error
    output.err(`api-check cannot check ${command.api}: ${error.message}\n`)
    return 2
  }

  const counts = { same: 0, different: 0, unknown: 0 }
  for (const result of report.results) counts[result.verdict] += 1
  output.out(
    `\n${report.results.length} expectations: ${counts.same} same, ${counts.different} different, ${counts.unknown} could not be told ` +
      `(${report.requests.sent} requests${report.requests.repeatedAfter429 ? `, ${report.requests.repeatedAfter429} repeated after a 429` : ''}).\n`,
  )
  if (counts.different > 0) {
    output.out('\nWhere the live API differs from the demo API, and what each difference affects in the app:\n')
    for (const result of report.results.filter((each) => each.verdict === 'different')) {
      output.out(`  ✗ ${result.title}: ${result.answered}\n      affects: ${result.affects}\n`)
    }
  }
  const { observed } = report
  output.out(
    `\nSeen: ${observed.count} authors; max_limit ${observed.maxLimit ?? `not reached (≥ ${Math.min(observed.count, MAX_LIMIT)})`}; ` +
      `default page ${observed.defaultLimit ?? 'not seen'}; search ${observed.search.match}, ${observed.search.caseSensitive ? 'case-sensitive' : 'any case'}, ` +
      `${observed.search.strip ? 'stripped' : 'not stripped'}, ${observed.search.yoAsYe ? 'ё as е' : 'ё and е apart'}.\n`,
  )
  if (command.json) {
    writeFileSync(command.json, `${JSON.stringify(report, null, 2)}\n`)
    output.out(`Report written to ${command.json}\n`)
  }
  if (command.record) {
    const recorded = await record(command, report, output)
    if (!recorded) return 2
  }
  return counts.different > 0 ? 1 : 0
}

async function record(command: ApiCheckCommand, report: ApiCheckReport, output: Output): Promise<boolean> {
  const { observed } = report
  const pageSize = Math.min(MAX_LIMIT, observed.maxLimit ?? MAX_LIMIT)
  output.out(
    `\nRecording every author with the export's paging engine: ${observed.count} said, ${pageSize} a page, one request at a time, ` +
      `at most ${pageBudget(observed.count, pageSize)} requests a pass (up to 3 passes if the list changes while it is read).\n`,
  )
  let reported = 0
  try {
    const { dataset, result } = await recordDirectory({
      api: report.api,
      firstNameParam: command.firstNameParam,
      timeoutMs: command.timeoutMs,
      observed,
      ...(command.pseudonymKey !== undefined && { pseudonymize: { key: command.pseudonymKey, keepUids: command.keepUids === true } }),
      onProgress: (progress) => {
        if (progress.waitingSeconds !== undefined) output.out(`  … HTTP 429: waiting ${progress.waitingSeconds} s as asked\n`)
        // About every tenth of the list, not every page.
        if (progress.received >= reported + Math.max(1, progress.count / 10) || progress.received === progress.count) {
          if (progress.received !== reported) output.out(`  read ${progress.received} of ${progress.count}\n`)
          reported = progress.received
        }
      },
    })
    writeFileSync(command.record!, serializeDataset(dataset))
    output.out(
      `Recorded ${dataset.authors.length} authors${dataset.source.pseudonymized ? ', names pseudonymized' : ''} to ${command.record}\n`,
    )
    if (result.changed) output.out('  The list changed while it was read; the recording is the first consistent read of it.\n')
    if (!result.settled) output.out('  The list never held still: the recording holds every author seen, once each.\n')
    if (result.cutShort) {
      output.out(`  The read stopped short: the API said ${result.cutShort.said} and gave ${result.cutShort.got}.\n`)
    }
    if (dataset.source.pseudonymized && command.pseudonymKey !== undefined) {
      output.out(
        command.keyGiven
          ? '  The new names come from your --key; the same key gives the same names again.\n'
          : `  The new names come from a random key: ${command.pseudonymKey} (pass it as --key to get the same names again; keep it private).\n`,
      )
      output.out(
        command.keepUids
          ? '  The real uids are kept (--keep-uids): the recording joins back to the live records.\n'
          : '  uids are replaced.\n',
      )
    }
    output.out(`Serve it: npm run mock-api -- --dataset ${command.record}\n`)
    return true
  } catch (error) {
    output.err(`api-check could not record ${report.api}: ${error instanceof Error ? error.message : String(error)}\n`)
    return false
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
