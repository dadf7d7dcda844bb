// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { COMPILE_HINT, compileHints, firstLoadChunkFiles, type BundleChunk } from '../../../.config/compile-hints'

// The first load's chunks begin with V8's compile hint (compiled whole while they stream in);
// chunks loaded when first used do not. test/bench/budget.ts checks the same on a real build.

const chunk = (fileName: string, imports: string[] = [], isEntry = false): BundleChunk => ({
  type: 'chunk',
  fileName,
  isEntry,
  imports,
  code: `/* ${fileName} */`,
})

/** A bundle like the app's: two entries, a shared runtime, a chunk only the first module imports, lazy chunks, assets. */
function appBundle(): Record<string, BundleChunk | { type: 'asset' }> {
  const outputs = [
    chunk('assets/start.js', ['assets/runtime.js', 'assets/words.js'], true),
    chunk('assets/boot.js', ['assets/runtime.js'], true),
    chunk('assets/runtime.js'),
    chunk('assets/words.js', ['assets/runtime.js']),
    // Reached only through import(): a dialog, and a chunk that the dialog imports statically.
    chunk('assets/dialog.js', ['assets/dialog-parts.js', 'assets/runtime.js']),
    chunk('assets/dialog-parts.js'),
  ]
  return {
    ...Object.fromEntries(outputs.map((output) => [output.fileName, output])),
    'assets/boot.css': { type: 'asset' },
    'index.html': { type: 'asset' },
  }
}

/** The plugin's hooks as Vite calls them: config, then generateBundle. */
function runPlugin(bundle: Record<string, unknown>, input?: Record<string, string>) {
  const plugin = compileHints()
  const config = plugin.config as (config: object) => void
  config({ build: input ? { rolldownOptions: { input } } : {} })
  const generate = plugin.generateBundle as { handler: (options: unknown, bundle: unknown) => void }
  generate.handler({}, bundle)
}

const hinted = (bundle: Record<string, BundleChunk | { type: 'asset' }>) =>
  Object.values(bundle)
    .filter((output): output is BundleChunk => output.type === 'chunk' && output.code.startsWith(COMPILE_HINT))
    .map((output) => output.fileName)
    .sort()

describe('compile hints on the first load', () => {
  it('the first load is every entry and every chunk reached from one by static imports, and nothing reached only by import()', () => {
    expect([...firstLoadChunkFiles(appBundle())].sort()).toEqual([
      'assets/boot.js',
      'assets/runtime.js',
      'assets/start.js',
      'assets/words.js',
    ])
  })

  it('the app’s build puts the hint at the very start of those chunks, their code after it unchanged', () => {
    const bundle = appBundle()
    runPlugin(bundle)
    expect(hinted(bundle)).toEqual(['assets/boot.js', 'assets/runtime.js', 'assets/start.js', 'assets/words.js'])
    expect((bundle['assets/start.js'] as BundleChunk).code).toBe(`${COMPILE_HINT}/* assets/start.js */`)
    expect((bundle['assets/dialog.js'] as BundleChunk).code).toBe('/* assets/dialog.js */')
  })

  it('a chunk is hinted once, however many times the bundle is written', () => {
    const bundle = appBundle()
    runPlugin(bundle)
    runPlugin(bundle)
    expect((bundle['assets/boot.js'] as BundleChunk).code).toBe(`${COMPILE_HINT}/* assets/boot.js */`)
  })

  it('a build with entries of its own (Storybook’s) is left as it is', () => {
    const bundle = appBundle()
    runPlugin(bundle, { iframe: 'iframe.html' })
    expect(hinted(bundle)).toEqual([])
  })
})
