import { readFileSync, realpathSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { AUTHORS_LIST_PATH, DEFAULT_LIMIT } from '../shared/api/contract'
import { DEFAULT_DATASET_SIZE, DEFAULT_SEED } from './dataset'
import { DEFAULT_HOST, DEFAULT_PORT, startMockApiServer } from './http-server'
import type { MockApiServerOptions } from './http-server'
import { describeFieldSearch, parseDataset, SEARCH_FIELDS, unknownSearch, type RecordedDataset } from './recorded-dataset'
import { isScenarioName, SCENARIO_NAMES } from './scenarios'

/** `npm run mock-api -- [options]`: the demo API over HTTP until Ctrl+C. */

export const USAGE = `Usage: npm run mock-api -- [options]

Serves the demo API (the same handlers as the in-browser demo) at
http://HOST:PORT${AUTHORS_LIST_PATH}

Options:
  --port N       port to listen on; 0 picks a free one (default ${DEFAULT_PORT})
  --host NAME    address to listen on (default ${DEFAULT_HOST}; 0.0.0.0 for every interface)
  --seed N       dataset seed (default ${DEFAULT_SEED})
  --size N       number of authors (default ${DEFAULT_DATASET_SIZE})
  --dataset FILE serve a live directory recorded by npm run api-check -- --record FILE
                 instead of the generated dataset: its order, page cap and search semantics
  --latency MS   delay before every list answer, in milliseconds (default 0)
  --scenario NAME  how the API behaves (default normal): ${SCENARIO_NAMES.join(', ')}
                 Switch while running (a JSON body; web pages on other origins are refused):
                 curl -X POST -H 'Content-Type: application/json' -d '{"name":"NAME"}' http://HOST:PORT/__demo/scenario
  --help         show this text
`

export type ServeCommand = { help: true } | { help: false; options: MockApiServerOptions }

/** Throws an Error with a readable message for anything it cannot use. */
export function parseServeArgs(argv: readonly string[]): ServeCommand {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      seed: { type: 'string' },
      size: { type: 'string' },
      latency: { type: 'string' },
      scenario: { type: 'string' },
      dataset: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  if (values.help) return { help: true }
  const options: MockApiServerOptions = {
    port: wholeNumber('--port', values.port, DEFAULT_PORT, 65535),
    host: values.host ?? DEFAULT_HOST,
    seed: wholeNumber('--seed', values.seed, DEFAULT_SEED, 0xffff_ffff),
    size: wholeNumber('--size', values.size, DEFAULT_DATASET_SIZE, 10_000_000),
    control: true,
  }
  if (values.scenario !== undefined) {
    if (!isScenarioName(values.scenario)) {
      throw new Error(`--scenario wants one of ${SCENARIO_NAMES.join(', ')}, not "${values.scenario}"`)
    }
    options.scenario = values.scenario
  }
  if (values.latency !== undefined) options.latencyMs = wholeNumber('--latency', values.latency, 0, 600_000)
  if (values.dataset !== undefined) {
    if (values.seed !== undefined || values.size !== undefined) throw new Error('--dataset serves a recording: leave out --seed and --size')
    options.dataset = readDatasetFile(values.dataset)
  }
  return { help: false, options }
}

/** A recording from disk; throws an Error that names the file and what is wrong with it. */
export function readDatasetFile(file: string): RecordedDataset {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    throw new Error(`--dataset: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? String(error)})`, { cause: error })
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new Error(`--dataset: ${file} is not JSON`)
  }
  return parseDataset(json, `--dataset ${file}`)
}

/** How a recording is served, said when the mock starts: each field's search, and what of it is unknown. */
export function describeRecording(dataset: RecordedDataset): string {
  const cap = dataset.maxLimit === null ? 'no page cap seen' : `max_limit ${dataset.maxLimit}`
  const search = SEARCH_FIELDS.map((field) => `${field}: ${describeFieldSearch(dataset.search[field])}`).join('; ')
  const unknown = unknownSearch(dataset.search)
  return (
    `Serving ${dataset.authors.length} recorded authors (${cap}, default page ${dataset.defaultLimit ?? 'unknown'}; ${search})\n` +
    (dataset.defaultLimit === null
      ? `  Unknown: the default page size (the list was too short to show it); served as the demo does: ${DEFAULT_LIMIT}\n`
      : '') +
    unknown.map((line) => `  Unknown: ${line}\n`).join('')
  )
}

function wholeNumber(flag: string, raw: string | undefined, fallback: number, max: number): number {
  if (raw === undefined) return fallback
  const value = Number(raw)
  if (!/^\d+$/.test(raw.trim()) || value > max) throw new Error(`${flag} wants a whole number from 0 to ${max}, not "${raw}"`)
  return value
}

async function main(argv: readonly string[]): Promise<void> {
  let command: ServeCommand
  try {
    command = parseServeArgs(argv)
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`)
    process.exit(2)
  }
  if (command.help) {
    process.stdout.write(USAGE)
    return
  }

  const server = await startMockApiServer(command.options)
  const { dataset } = command.options
  if (dataset) process.stdout.write(describeRecording(dataset))
  process.stdout.write(`Mock API: ${server.url}${AUTHORS_LIST_PATH}\n(Ctrl+C stops it)\n`)

  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    process.stdout.write(`\n${signal}: stopping the mock API\n`)
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

// Run only as a script, so that tests can import parseServeArgs.
if (process.argv[1] && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url))) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
