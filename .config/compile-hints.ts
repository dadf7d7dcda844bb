import type { Plugin } from 'vite'

/**
 * V8's explicit compile hint (Chrome 136 and later; other engines read a comment): a file that
 * begins with it is compiled whole, on a background thread while it streams in, instead of each
 * function on the main thread the first time it is called.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** What the hint plugin reads of a chunk of the bundle. */
export interface BundleChunk {
  type: 'chunk'
  fileName: string
  isEntry: boolean
  imports: readonly string[]
  code: string
}

/** The files of the bundle's entry chunks and of every chunk they import statically: what a first load runs. */
export function firstLoadChunkFiles(bundle: Readonly<Record<string, BundleChunk | { type: 'asset' }>>): Set<string> {
  const chunks = new Map<string, BundleChunk>()
  for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output)
  const files = new Set<string>()
  const visit = (file: string) => {
    if (files.has(file)) return
    const chunk = chunks.get(file)
    if (!chunk) return
    files.add(file)
    chunk.imports.forEach(visit)
  }
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName)
  return files
}

/**
 * The chunks of the first load (the first module, the app's chunk and what they import) begin
 * with the compile hint. Almost every function in them runs before or at React's first commit:
 * compiled while they arrive, the main thread no longer stops to compile each one between the
 * first module and the early screen, or in the app's chunk's run. Chunks loaded when first used
 * (dialogs, export, review) are left to lazy compilation: most of their code may never run.
 * Measured in docs/performance.md. Only for the app's own build (Storybook builds its own entries).
 */
export function compileHints(): Plugin {
  let appBuild = false
  return {
    name: 'compile-hints',
    apply: 'build',
    config(config) {
      appBuild = (config.build?.rolldownOptions?.input ?? config.build?.rollupOptions?.input) === undefined
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (!appBuild) return
        const outputs = bundle as unknown as Record<string, BundleChunk | { type: 'asset' }>
        for (const file of firstLoadChunkFiles(outputs)) {
          const chunk = outputs[file] as BundleChunk
          if (!chunk.code.startsWith(COMPILE_HINT)) chunk.code = COMPILE_HINT + chunk.code
        }
      },
    },
  }
}
