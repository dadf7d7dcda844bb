// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// The app's first module (src/main.tsx: the config, the early request, the early screen) runs
// before the app's chunk has arrived and must stay small: React, the query and table engines
// and anything else of the app's chunk belong there. A module it imports that imports React
// (a view, a hook) would pull React into the first module's chunk. This walks the first module's
// static imports (type-only imports and `import()` aside) and names every package it reaches.

const root = resolve(__dirname, '../../..')
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm

function resolveModule(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier)
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((suffix) => base + suffix)
    .find((file) => existsSync(file) && !file.endsWith('/'))
}

/** Every file of src/ and every package the first module reaches through static imports. */
function firstModuleGraph(): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>()
  const packages = new Set<string>()
  const queue = [join(root, 'src/main.tsx')]
  while (queue.length > 0) {
    const file = queue.pop()!
    if (files.has(file)) continue
    files.add(file)
    const source = readFileSync(file, 'utf8')
    // JSX compiles to an import of React's JSX runtime, which the source does not show.
    if (file.endsWith('.tsx') && /<\/|\/>/.test(source)) packages.add(`react/jsx-runtime (JSX in ${file.slice(root.length + 1)})`)
    for (const [, specifier] of source.matchAll(STATIC_IMPORT)) {
      if (specifier!.endsWith('.css')) continue
      if (!specifier!.startsWith('.')) packages.add(specifier!)
      else {
        const next = resolveModule(file, specifier!)
        if (next) queue.push(next)
      }
    }
  }
  return { files, packages }
}

describe("the app's first module", () => {
  it('imports no package: React and the engines come with the app’s chunk', () => {
    const { files, packages } = firstModuleGraph()
    // The walk found the early screen, so it looked where it should.
    expect([...files].some((file) => file.endsWith('src/app/early-screen/write-screen.ts'))).toBe(true)
    expect([...packages]).toEqual([])
  })

  it('finds a package import when there is one (the walk itself works)', () => {
    const sample = "import { useState } from 'react'\nimport type { FC } from 'react'\nexport { x } from './x'\n"
    expect([...sample.matchAll(STATIC_IMPORT)].map((match) => match[1])).toEqual(['react', './x'])
  })
})
