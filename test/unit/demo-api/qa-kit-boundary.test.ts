// @vitest-environment node
import { readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import * as kit from '../../../src/demo-api/qa-kit'

const root = resolve(__dirname, '../../..')

/** Every project file the kit's entry reaches through its imports (packages excluded). */
function reachableFiles(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen
  seen.add(entry)
  const source = readFileSync(entry, 'utf8')
  for (const [, specifier] of source.matchAll(/(?:import|export)[^'"]*?from\s+'(\.[^']+)'/g)) {
    reachableFiles(`${resolve(dirname(entry), specifier!)}.ts`, seen)
  }
  return seen
}

describe('the QA kit', () => {
  it('pulls in no app code: only the demo API and the API contract', () => {
    const files = [...reachableFiles(join(root, 'src/demo-api/qa-kit.ts'))].map((file) => relative(root, file)).sort()
    expect(files).toContain('src/demo-api/list-engine.ts')
    expect(files.every((file) => file.startsWith('src/demo-api/') || file === 'src/shared/api/contract.ts')).toBe(true)
  })

  it('exposes the generator, handlers, scenarios and engine', () => {
    expect(typeof kit.generateAuthors).toBe('function')
    expect(typeof kit.createHandlers).toBe('function')
    expect(typeof kit.respondToList).toBe('function')
    expect(kit.SCENARIO_NAMES).toContain('rate-limited')
    expect(kit.handlers.length).toBeGreaterThan(0)
  })
})
