import { DEFAULT_LIMIT, MAX_LIMIT } from '../../shared/api/contract'
import { DEMO_SEARCH, type SearchField } from '../list-engine'
import { describeFieldSearch } from '../recorded-dataset'
import type { ApiCheckReport, Observed } from './check'
import { CAUSES, isNote, type CauseKey, type Finding } from './causes'
import type { CheckResult } from './probes'
import { excerpt } from './wire'

/**
 * api-check's report, for a person and for CI: the differences grouped by cause (each said
 * once: the cases it showed in, what the demo assumes, what the live API does, what it affects),
 * a summary of at most ten lines first, the exit status, and the same as JSON and JUnit XML.
 */

/** 0: nothing the app shows or the mock serves would change; 1: something would; 2: it could not check. */
export type ExitCode = 0 | 1 | 2

export interface CauseReport {
  cause: CauseKey
  title: string
  /** A note changes nothing the app shows or the mock serves. */
  note: boolean
  /** Accepted with --accept: reported, not failing. */
  accepted: boolean
  /** Counts towards exit 1: a difference not accepted, or a note under --strict. */
  fails: boolean
  /** The expectations it showed in. */
  cases: string[]
  demo: string
  live: string
  affects: string
}

export interface Verdicts {
  strict: boolean
  accepted: ReadonlySet<CauseKey>
}

export function groupCauses(report: Pick<ApiCheckReport, 'results' | 'observed'>, verdicts: Verdicts): CauseReport[] {
  const byCause = new Map<CauseKey, Array<{ result: CheckResult; finding: Finding }>>()
  for (const result of report.results)
    for (const finding of result.findings) {
      const list = byCause.get(finding.cause) ?? []
      list.push({ result, finding })
      byCause.set(finding.cause, list)
    }
  const causes: CauseReport[] = []
  for (const [cause, seen] of byCause) {
    const note = isNote(cause)
    const accepted = verdicts.accepted.has(cause)
    const { demo, live } = causeValues(
      cause,
      seen.map((each) => each.finding),
      report.observed,
    )
    causes.push({
      cause,
      title: CAUSES[cause].title,
      note,
      accepted,
      fails: !accepted && (!note || verdicts.strict),
      cases: [...new Set(seen.map((each) => each.result.title))],
      demo,
      live,
      affects: CAUSES[cause].affects,
    })
  }
  // Differences first, then notes; each group in the order of CAUSES.
  const order = Object.keys(CAUSES)
  return causes.sort((a, b) => Number(a.note) - Number(b.note) || order.indexOf(a.cause) - order.indexOf(b.cause))
}

/** What the demo assumes and what the live API does, from the cause itself. */
function causeValues(cause: CauseKey, findings: readonly Finding[], observed: Observed): { demo: string; live: string } {
  if (cause === 'max-limit') return { demo: `max_limit ${MAX_LIMIT}`, live: `max_limit ${observed.maxLimit ?? 'not seen'}` }
  if (cause === 'default-page-size')
    return {
      demo: `${DEFAULT_LIMIT} rows when no limit is asked`,
      live: `${observed.defaultLimit ?? 'not seen'} rows when no limit is asked`,
    }
  if (cause === 'search:last_name' || cause === 'search:first_name') {
    const field = cause.slice('search:'.length) as SearchField
    return { demo: describeFieldSearch(DEMO_SEARCH), live: `${describeFieldSearch(observed.search[field])} (${findings[0]!.text})` }
  }
  const texts = [...new Set(findings.map((finding) => finding.text))]
  const more = texts.length > 1 ? ` (and ${texts.length - 1} more like it)` : ''
  return { demo: excerpt(valueText(findings[0]!.expected), 100), live: `${excerpt(texts[0]!, 160)}${more}` }
}

function valueText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value)
}

export function exitCode(causes: readonly CauseReport[]): ExitCode {
  return causes.some((cause) => cause.fails) ? 1 : 0
}

const MAX_SUMMARY = 10

/** At most ten lines, fit to paste into a bug report. */
export function summaryLines(api: string, causes: readonly CauseReport[], code: ExitCode, results: readonly CheckResult[]): string[] {
  const failing = causes.filter((cause) => cause.fails).length
  const unknown = results.filter((result) => result.verdict === 'unknown').length
  const head =
    code === 0
      ? `api-check ${api}: exit 0, nothing the app shows or the mock serves would change`
      : `api-check ${api}: exit 1, ${failing} ${failing === 1 ? 'cause' : 'causes'} of difference`
  const counts = `${results.length} expectations, ${causes.length} ${causes.length === 1 ? 'cause' : 'causes'} (${causes.filter((c) => c.note).length} notes, ${causes.filter((c) => c.accepted).length} accepted), ${unknown} could not be told`
  const lines = causes.map(
    (cause) =>
      `  ${cause.fails ? '✗' : cause.accepted ? '✓' : '•'} ${cause.cause}: ${cause.note ? 'note: ' : ''}${cause.accepted ? 'accepted: ' : ''}demo ${excerpt(cause.demo, 40)}; live ${excerpt(cause.live, 60)}`,
  )
  const room = MAX_SUMMARY - 2
  const shown = lines.length > room ? [...lines.slice(0, room - 1), `  … and ${lines.length - room + 1} more causes below`] : lines
  return [head, counts, ...shown]
}

/** The whole text report: the summary, each cause once, what could not be told, what was seen. */
export function textReport(report: ApiCheckReport, causes: readonly CauseReport[], code: ExitCode): string {
  const out: string[] = [...summaryLines(report.api, causes, code, report.results), '']
  for (const cause of causes) {
    const mark = cause.fails ? '✗' : cause.accepted ? '✓ accepted' : '• note'
    out.push(`${mark} ${cause.cause} — ${cause.title}`)
    out.push(`    demo assumes: ${cause.demo}`)
    out.push(`    live:         ${cause.live}`)
    out.push(`    seen in:      ${excerpt(cause.cases.join('; '), 220)} (${cause.cases.length})`)
    out.push(`    affects:      ${cause.affects}`)
  }
  const unknown = report.results.filter((result) => result.verdict === 'unknown')
  if (unknown.length > 0) {
    out.push(`Could not be told (${unknown.length}), not failing:`)
    for (const result of unknown.slice(0, 8)) out.push(`  ? ${result.title}: ${excerpt(result.answered, 120)}`)
    if (unknown.length > 8) out.push(`  … and ${unknown.length - 8} more (--verbose lists each expectation)`)
  }
  const { observed } = report
  out.push(
    `Seen: ${observed.count} authors; max_limit ${observed.maxLimit ?? `not reached (≥ ${Math.min(observed.count, MAX_LIMIT)})`}; ` +
      `default page ${observed.defaultLimit ?? 'not seen'}; last_name: ${describeFieldSearch(observed.search.last_name)}; ` +
      `first_name: ${describeFieldSearch(observed.search.first_name)}. ${report.requests.sent} requests` +
      `${report.requests.repeatedAfter429 ? `, ${report.requests.repeatedAfter429} repeated after a 429` : ''}.`,
  )
  return `${out.join('\n')}\n`
}

/** One line per expectation, for --verbose. */
export function expectationLine(result: CheckResult): string {
  const word = { same: 'same     ', different: 'DIFFERENT', note: 'note     ', unknown: 'unknown  ' }[result.verdict]
  if (result.verdict === 'same') return `  ${word}  ${result.title}: ${result.answered}`
  const assumes = result.assumes === '' ? '' : `demo assumes ${result.assumes}; `
  const causes = [...new Set(result.findings.map((finding) => finding.cause))]
  return `  ${word}  ${result.title}${causes.length > 0 ? ` [${causes.join(', ')}]` : ''}: ${assumes}live: ${result.answered}`
}

/** The report as `--json` writes it: every result with its request URLs, cause keys, expected and actual. */
export interface JsonReport {
  exitCode: ExitCode
  /** Why it could not check (exit 2). */
  reason?: string
  api: string
  checkedAt: string
  options: { strict: boolean; accepted: CauseKey[]; firstNameParam: string; headers: string[] }
  plan?: ApiCheckReport['plan']
  requests?: ApiCheckReport['requests']
  causes: CauseReport[]
  results: CheckResult[]
  observed?: Observed
  recording?: { file: string; authors: number; requests: number } | { file: string; error: string }
}

const escapeXml = (text: string) =>
  text
    .replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!)
    .replace(
      // XML 1.0 has no place for most control characters, even escaped.
      // eslint-disable-next-line no-control-regex
      /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g,
      '\ufffd',
    )

/** JUnit XML, one testcase per expectation; a failed check (exit 2) is one failing testcase with the reason. */
export function junitReport(json: JsonReport): string {
  const cases: string[] = []
  let failures = 0
  let skipped = 0
  if (json.exitCode === 2 && json.results.length === 0) {
    failures = 1
    cases.push(
      `    <testcase classname="api-check" name="the API can be checked"><failure message="${escapeXml(json.reason ?? 'cannot check')}" type="cannot-check">${escapeXml(json.reason ?? '')}</failure></testcase>`,
    )
  }
  const failing = new Set(json.causes.filter((cause) => cause.fails).map((cause) => cause.cause))
  for (const result of json.results) {
    const name = escapeXml(result.title)
    const classname = escapeXml(`api-check.${result.id.split(':')[0]}`)
    const head = `    <testcase classname="${classname}" name="${name}">`
    const causes = [...new Set(result.findings.map((finding) => finding.cause))]
    const detail = escapeXml(
      [`demo assumes: ${result.assumes}`, `live: ${result.answered}`, ...result.requests.map((url) => `request: ${url}`)].join('\n'),
    )
    if (causes.some((cause) => failing.has(cause))) {
      failures += 1
      const message = escapeXml(`${causes.join(', ')}: ${excerpt(result.answered, 200)}`)
      cases.push(`${head}<failure message="${message}" type="${escapeXml(causes.join(' '))}">${detail}</failure></testcase>`)
    } else if (result.verdict === 'unknown') {
      skipped += 1
      cases.push(`${head}<skipped message="${escapeXml(excerpt(result.answered, 200))}"/></testcase>`)
    } else {
      cases.push(
        `${head}<system-out>${detail}${causes.length > 0 ? escapeXml(`\n(${causes.join(', ')}: note or accepted)`) : ''}</system-out></testcase>`,
      )
    }
  }
  const tests = cases.length
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<testsuites name="api-check" tests="${tests}" failures="${failures}" skipped="${skipped}">\n` +
    `  <testsuite name="api-check ${escapeXml(json.api)}" tests="${tests}" failures="${failures}" skipped="${skipped}" errors="0" timestamp="${escapeXml(json.checkedAt)}">\n` +
    `${cases.join('\n')}\n` +
    `  </testsuite>\n</testsuites>\n`
  )
}
