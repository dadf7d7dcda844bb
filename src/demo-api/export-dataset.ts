import { parseArgs } from 'node:util'
import { DEFAULT_DATASET_SIZE, DEFAULT_SEED, generateAuthors } from './dataset'

/**
 * `tsx src/demo-api/export-dataset.ts [--seed N] [--size N] > authors.json`: the demo dataset as a
 * JSON array of authors, e.g. to load into a real Django REST framework (test/contract/django).
 */

const { values } = parseArgs({
  options: { seed: { type: 'string' }, size: { type: 'string' } },
  strict: true,
  allowPositionals: false,
})
const seed = wholeNumber('--seed', values.seed, DEFAULT_SEED)
const size = wholeNumber('--size', values.size, DEFAULT_DATASET_SIZE)
process.stdout.write(`${JSON.stringify(generateAuthors({ seed, size }))}\n`)

function wholeNumber(flag: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback
  if (!/^\d+$/.test(raw)) {
    process.stderr.write(`${flag} wants a whole number, not "${raw}"\n`)
    process.exit(2)
  }
  return Number(raw)
}
