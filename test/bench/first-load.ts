import { readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { gzipSync } from 'node:zlib'

/**
 * What a browser fetches before the app can run, read from a production build: the entry script
 * and stylesheets that index.html names, its modulepreload links, and every chunk those import
 * statically. Chunks reached only through `import()` (the demo API) are left out: they load only
 * when chosen. Sizes are of the files as built, raw and gzipped at zlib's default level 6, which
 * is what the preview server sends (deterministic, so a CI budget can rest on them). Vite's build
 * log prints about 1 kB more per 100 kB: its own compressor, not the bytes on the wire.
 */

export interface AssetSize {
  file: string
  kind: 'js' | 'css'
  raw: number
  gzip: number
}

export interface FirstLoad {
  assets: AssetSize[]
  js: { raw: number; gzip: number }
  css: { raw: number; gzip: number }
}

/** 100 KB read as Vite prints sizes (1 kB = 1,000 bytes): the stricter of the two readings. */
/** The first load's JavaScript and CSS together, gzipped: TanStack Table included, at most 120 kB (issue 29). */
export const FIRST_LOAD_GZIP_BUDGET = 120_000

export function gzipSize(bytes: Buffer): number {
  return gzipSync(bytes, { level: 6 }).length
}

export function sizeOf(distDir: string, file: string): AssetSize {
  const bytes = readFileSync(join(distDir, file))
  return { file, kind: file.endsWith('.css') ? 'css' : 'js', raw: bytes.length, gzip: gzipSize(bytes) }
}

/** Paths in index.html are absolute from the site root ("/assets/x.js"); make them dist-relative. */
const local = (href: string) => (/^[a-z]+:|^\/\//i.test(href) ? undefined : href.replace(/^\.?\//, ''))

export function firstLoadFiles(distDir: string): string[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8')
  const files = new Set<string>()
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1]
    if (/^<script/i.test(tag)) {
      const src = attribute('src')
      if (src && attribute('type') === 'module') files.add(local(src) ?? '')
    } else {
      const rel = attribute('rel')?.toLowerCase()
      const href = attribute('href')
      if (href && (rel === 'stylesheet' || rel === 'modulepreload')) files.add(local(href) ?? '')
    }
  }
  files.delete('')

  // Static imports in the minified chunks: `import{a as b}from"./x.js"`, `import"./x.js"`,
  // `export{a}from"./x.js"`. A dynamic `import("./x.js")` has a parenthesis and is not matched.
  const pending = [...files].filter((file) => file.endsWith('.js'))
  while (pending.length > 0) {
    const file = pending.pop()!
    const code = readFileSync(join(distDir, file), 'utf8')
    for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      const target = posix.normalize(posix.join(posix.dirname(file), match[1]!))
      if (!files.has(target)) {
        files.add(target)
        pending.push(target)
      }
    }
  }
  return [...files].sort()
}

export function measureFirstLoad(distDir: string): FirstLoad {
  const assets = firstLoadFiles(distDir).map((file) => sizeOf(distDir, file))
  const total = (kind: AssetSize['kind']) =>
    assets
      .filter((asset) => asset.kind === kind)
      .reduce((sum, asset) => ({ raw: sum.raw + asset.raw, gzip: sum.gzip + asset.gzip }), { raw: 0, gzip: 0 })
  return { assets, js: total('js'), css: total('css') }
}
