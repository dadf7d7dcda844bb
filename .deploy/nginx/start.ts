import { spawn } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { setTimeout as pause } from 'node:timers/promises'
import { brotliAvailable, parseBase, renderSite, renderStandalone } from './render'

/** Debian's nginx; NGINX names another binary. */
export const NGINX = process.env.NGINX || '/usr/sbin/nginx'

/** The build's own config.json (firstNameParam and the rest), to be pointed at an API. */
export function builtRuntimeConfig(dist: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(dist, 'config.json'), 'utf8')) as Record<string, unknown>
}

export interface LocalNginxOptions {
  /** The built app (dist/), an absolute path. */
  root: string
  /** The path the app is served at (default '/'); the build must have been made with that base. */
  base?: string
  /** The API's origin, proxied at /api/. */
  api: string
  port: number
  /** Default 127.0.0.1. */
  host?: string
  /** The config.json this server hands the app (written beside nginx.conf). */
  runtimeConfig: Record<string, unknown> & { apiUrl: string | null }
  /** Default: when Debian's brotli module is installed. */
  brotli?: boolean
  /** The deployment's sign-in path, proxied to the API's server beside /api/ (e.g. '/accounts/'). */
  signInPath?: string
}

export interface LocalNginx {
  origin: string
  /** Where the app is: origin + base. */
  url: string
  /** The prefix directory: nginx.conf, site.conf, config.json, logs. */
  prefix: string
  /** Settles when nginx exits, stopped or not. */
  exited: Promise<void>
  stop: () => Promise<void>
}

/**
 * Debian's nginx as an unprivileged process in the foreground, everything it writes (pid, temp
 * files, logs) under a fresh prefix directory. Resolves once it answers.
 */
export async function startLocalNginx(options: LocalNginxOptions): Promise<LocalNginx> {
  const host = options.host ?? '127.0.0.1'
  const brotli = options.brotli ?? brotliAvailable()
  const prefix = mkdtempSync(join(tmpdir(), 'authors-nginx-'))
  // Started as root, nginx's workers run as nobody: they must be able to read what is written here.
  chmodSync(prefix, 0o755)
  mkdirSync(join(prefix, 'temp'))
  const configFile = join(prefix, 'config.json')
  writeFileSync(configFile, `${JSON.stringify(options.runtimeConfig, null, 2)}\n`)
  // A sub-path: the document root is a directory of the prefix in which BASE leads to the build.
  const base = parseBase(options.base ?? '/')
  let root = options.root
  if (base !== '/') {
    root = join(prefix, 'www')
    const link = join(root, base)
    mkdirSync(dirname(link), { recursive: true })
    symlinkSync(options.root, link.replace(/\/$/, ''))
  }
  const listen = host.includes(':') ? `[${host}]:${options.port}` : `${host}:${options.port}`
  writeFileSync(
    join(prefix, 'site.conf'),
    renderSite({
      api: options.api,
      root,
      base,
      listen,
      configFile,
      appApiUrl: options.runtimeConfig.apiUrl,
      brotli,
      signInPath: options.signInPath,
    }),
  )
  writeFileSync(join(prefix, 'nginx.conf'), renderStandalone(prefix, brotli))

  const child = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  let exited = false
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true
      resolve()
    }),
  )
  child.once('error', () => (exited = true))
  // nginx outlives a parent that dies; this one takes it along when it exits (process.exit included).
  const killOnExit = () => {
    if (!exited) child.kill('SIGTERM')
  }
  process.on('exit', killOnExit)
  const origin = `http://${listen}`
  const stop = async () => {
    process.off('exit', killOnExit)
    if (!exited) child.kill('SIGTERM')
    await exit
    rmSync(prefix, { recursive: true, force: true })
  }

  for (let attempt = 0; attempt < 300 && !exited; attempt += 1) {
    try {
      // Our own config.json, not some other server's that already held the port.
      const response = await fetch(`${origin}${base}config.json`)
      if (response.ok && (await response.text()) === readFileSync(configFile, 'utf8'))
        return { origin, url: `${origin}${base}`, prefix, exited: exit, stop }
    } catch {
      // not listening yet
    }
    await pause(100)
  }
  const log = readLog(join(prefix, 'error.log'))
  await stop()
  throw new Error(`nginx did not start on ${origin}${log ? `:\n${log}` : ''}`)
}

function readLog(path: string): string {
  try {
    return readFileSync(path, 'utf8').trim()
  } catch {
    return ''
  }
}
