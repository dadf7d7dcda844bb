// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const root = resolve(__dirname, '../../..')
const eslint = new ESLint({ cwd: root, overrideConfigFile: join(root, '.config/eslint.config.js') })

/** The layer rule's messages for `code` as if it were the file at `file` (relative to the repo). */
async function arrows(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) })
  return result!.messages.filter((message) => message.ruleId === 'layers/allowed-imports').map((message) => message.message)
}

describe('the layers of src/, enforced by lint', () => {
  it('refuses a feature importing another feature, with the reason', async () => {
    expect(
      await arrows('src/features/list/table/x.ts', "import { findFlags } from '../../workbench/flags'\nexport const x = findFlags\n"),
    ).toEqual([expect.stringContaining('features/list may not import features/workbench: features do not import each other')])
  })

  it('refuses every upward arrow, type imports and dynamic imports included', async () => {
    expect(
      await arrows(
        'src/shared/lib/x.ts',
        "import type { ListPlace } from '../../features/list/model/list-place'\nexport type X = ListPlace\n",
      ),
    ).toEqual([expect.stringContaining('shared may not import features')])
    expect(await arrows('src/entities/author/x.ts', "export const load = () => import('../../pages/authors/authors-page')\n")).toEqual([
      expect.stringContaining('entities may not import pages'),
    ])
    expect(await arrows('src/features/export/x.ts', "import { App } from '../../app/app'\nexport const x = App\n")).toEqual([
      expect.stringContaining('features may not import app'),
    ])
    expect(await arrows('src/features/pager/x.ts', "export { DEMO } from '../../demo-api/dataset'\n")).toEqual([
      expect.stringContaining('the demo API is wired in by main and app only'),
    ])
  })

  it('allows the downward arrows and a feature importing itself', async () => {
    const code = [
      "import { authorsPageQuery } from '../../../entities/author/authors-query'",
      "import { PAGE_SIZES } from '../../../shared/api/contract'",
      "import { placeAtLimit } from '../model/page-sizes'",
      'export const x = [authorsPageQuery, PAGE_SIZES, placeAtLimit]',
      '',
    ].join('\n')
    expect(await arrows('src/features/list/hooks/x.ts', code)).toEqual([])
    expect(await arrows('src/pages/authors/x.ts', "import { Pager } from '../../features/pager/pager'\nexport const x = Pager\n")).toEqual(
      [],
    )
  })
})

/** Every relative import (types included) of every module under src/, as a graph of files. */
function importGraph(): Map<string, string[]> {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (/\.tsx?$/.test(entry.name) && !/\.stories\.tsx?$/.test(entry.name)) files.push(path)
    }
  }
  walk(join(root, 'src'))
  const known = new Set(files)
  const graph = new Map<string, string[]>()
  for (const file of files) {
    const source = readFileSync(file, 'utf8')
    const targets = [...source.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)]
      .map(([, specifier]) => resolve(dirname(file), specifier!))
      .flatMap((base) => [`${base}.ts`, `${base}.tsx`, base].filter((candidate) => known.has(candidate)).slice(0, 1))
    graph.set(file, targets)
  }
  return graph
}

describe('the import graph of src/', () => {
  it('has no cycle', () => {
    const graph = importGraph()
    const state = new Map<string, 'open' | 'done'>()
    const cycles: string[] = []
    const visit = (file: string, path: string[]) => {
      if (state.get(file) === 'done') return
      if (state.get(file) === 'open') {
        cycles.push([...path.slice(path.indexOf(file)), file].map((each) => relative(root, each)).join(' → '))
        return
      }
      state.set(file, 'open')
      for (const target of graph.get(file) ?? []) visit(target, [...path, file])
      state.set(file, 'done')
    }
    for (const file of graph.keys()) visit(file, [])
    expect(graph.size).toBeGreaterThan(100)
    expect(cycles).toEqual([])
  })
})
