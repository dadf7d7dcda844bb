// @vitest-environment node
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { transformSync } from 'esbuild'
import { describe, expect, it } from 'vitest'

// package.json's allowScripts denies esbuild's and msw's install scripts, and CI installs with
// --ignore-scripts (npm 12's default): what those scripts would have done must already be true.
const require = createRequire(import.meta.url)
const root = new URL('../../../', import.meta.url)
const packageJson = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
  allowScripts?: Record<string, boolean>
  msw?: { workerDirectory?: string[] }
}

describe('an install with install scripts blocked', () => {
  it('decides every package with an install script in allowScripts', () => {
    expect(packageJson.allowScripts).toEqual({ esbuild: false, msw: false })
  })

  it('has msw’s worker committed, the very file the installed msw ships (its postinstall would copy it)', () => {
    const shipped = readFileSync(require.resolve('msw/mockServiceWorker.js'), 'utf8')
    for (const directory of packageJson.msw?.workerDirectory ?? []) {
      // After an msw upgrade: npx msw init public, and commit the file.
      expect(readFileSync(new URL(`${directory}/mockServiceWorker.js`, root), 'utf8')).toBe(shipped)
    }
    expect(packageJson.msw?.workerDirectory).toEqual(['public'])
  })

  it('has esbuild working from its optional platform package alone (its postinstall only checks and optimises that)', () => {
    expect(transformSync('const a: number = 1', { loader: 'ts' }).code).toBe('const a = 1;\n')
  })
})
