// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// The unit and component tests' time limits are ceilings for a stuck test, set once: a test's
// (vite.config.ts, `testTimeout`) and a wait's for what a person would see (test/setup.ts,
// `asyncUtilTimeout`). On two shared, busy cores a working test can take many times its quiet
// time, so a limit written into a test file (a `describe`'s, an `it`'s, a `findBy*`'s or a
// `waitFor`'s) only ever lowers the ceiling and turns a slow machine into a failed run.

const root = resolve(__dirname, '../../..')
const FOLDERS = ['test/unit', 'test/component', 'test/examples']
// `timeout: 30_000` in options, or a number after an `it`'s block (`}, 30_000)` on a line of its own).
const LIMIT = /\btimeout:\s*[\d_]+|^\s*\},\s*[\d_]+\s*\)/gm

function testFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(test|spec)\.tsx?$|\.tsx?$/.test(name))
    .map((name) => join(root, folder, name))
}

/** "file:line: text" for each time limit written into a test file. */
function limitsIn(file: string, source = readFileSync(file, 'utf8')): string[] {
  return [...source.matchAll(LIMIT)].map((match) => {
    const line = source.slice(0, match.index + match[0].length).split('\n').length
    return `${relative(root, file)}:${line}: ${match[0].trim()}`
  })
}

describe('the tests’ time limits', () => {
  it('are set once, as ceilings: no test file lowers them', () => {
    const here = resolve(__filename)
    const found = FOLDERS.flatMap(testFiles)
      .filter((file) => file !== here)
      .flatMap((file) => limitsIn(file))
    expect(found).toEqual([])
  })

  it('finds a limit written into a describe, an it, a findBy and a waitFor', () => {
    const source = [
      "describe('a', { timeout: 30_000 }, () => {})",
      "it('b', async () => {",
      '  await screen.findByRole("dialog", {}, { timeout: 20_000 })',
      '  await waitFor(() => expect(1).toBe(1), { timeout: 5000 })',
      '}, 60_000)',
      "it('c', async () => { await findRange('1–50') })",
      "const answer = () => jsonAnswer({ detail: 'down' }, 503)",
    ].join('\n')
    expect(limitsIn(join(root, 'test/unit/x.test.ts'), source).map((found) => found.split(': ')[0])).toEqual([
      'test/unit/x.test.ts:1',
      'test/unit/x.test.ts:3',
      'test/unit/x.test.ts:4',
      'test/unit/x.test.ts:5',
    ])
  })
})
