import { spawn, spawnSync } from 'node:child_process'
import type { ChildProcessWithoutNullStreams } from 'node:child_process'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'

/**
 * The repository's Django REST framework fixture (test/contract/django): a stock ListAPIView with
 * LimitOffsetPagination and django-filter over the demo dataset. The contract test compares the
 * demo API with it; the nginx journeys put nginx in front of it.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url))

export interface DjangoFixture {
  url: string
  stop: () => Promise<void>
}

/** The demo dataset as JSON, through the same exporter a person would use. */
export function exportDataset(seed: number, size: number): string {
  const tsx = join(ROOT, 'node_modules', '.bin', 'tsx')
  const script = join(ROOT, 'src', 'demo-api', 'export-dataset.ts')
  const result = spawnSync(tsx, [script, '--seed', String(seed), '--size', String(size)], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  if (result.status !== 0) throw new Error(`export-dataset failed: ${result.stderr || result.error?.message}`)
  return result.stdout
}

/**
 * CONTRACT_PYTHON, else the first python3 that has Django, DRF, django-filter and
 * django-cors-headers (the stock variant's CorsMiddleware; Debian's is /usr/bin).
 */
export function findDjangoPython(): string {
  const candidates = [process.env.CONTRACT_PYTHON, 'python3', '/usr/bin/python3'].filter((name): name is string => !!name)
  const found = candidates.find(
    (python) => spawnSync(python, ['-c', 'import django, rest_framework, django_filters, corsheaders']).status === 0,
  )
  if (!found) {
    throw new Error(
      `No Python with Django, DRF, django-filter and django-cors-headers among ${candidates.join(', ')}. ` +
        'On Debian: apt-get install python3-django python3-djangorestframework python3-django-filters python3-django-cors-headers',
    )
  }
  return found
}

/** The fixture's users with CONTRACT_AUTH=session (test/contract/django/fixture/auth.py). */
export const FIXTURE_USERS = {
  /** May read the list. */
  editor: { username: 'editor', password: 'editor-password' },
  /** Signed in, but without the permission to read the list. */
  outsider: { username: 'outsider', password: 'outsider-password' },
} as const

/**
 * The fixture's settings switches, one environment variable each (documented at the top of
 * test/contract/django/fixture/settings.py); unset, the minimal fixture.
 */
export interface DjangoSwitches {
  CONTRACT_STOCK?: '1'
  CONTRACT_MAX_LIMIT?: string
  CONTRACT_PAGE_SIZE?: string
  CONTRACT_TLS_PROXY?: '1'
  CONTRACT_SEARCH_LAST_NAME?: DjangoLookup
  CONTRACT_SEARCH_FIRST_NAME?: DjangoLookup
  CONTRACT_EXTRA_FIELD?: string
  CONTRACT_RENAME_FIELD?: `${string}:${string}`
  CONTRACT_TOKEN?: string
  CONTRACT_AUTH?: 'session'
}

export type DjangoLookup = 'icontains' | 'contains' | 'istartswith' | 'exact' | 'ignored'

/**
 * Serves the authors in `authorsFile` (exportDataset's JSON); port 0 lets the system pick one.
 * `maxLimit` sets the pagination's max_limit (1,000 by default), as a deployment may; `auth:
 * 'session'` puts the list behind Django's session sign-in (/accounts/login/, FIXTURE_USERS);
 * `env` turns on any other switch.
 */
export function startDjango(
  authorsFile: string,
  port = 0,
  { maxLimit, auth, env = {} }: { maxLimit?: number; auth?: 'session'; env?: DjangoSwitches } = {},
): Promise<DjangoFixture> {
  const script = join(ROOT, 'test', 'contract', 'django', 'serve.py')
  const child: ChildProcessWithoutNullStreams = spawn(
    findDjangoPython(),
    [script, '--authors', authorsFile, '--host', '127.0.0.1', '--port', String(port), '--exit-on-stdin-eof'],
    {
      stdio: 'pipe',
      env: {
        ...process.env,
        ...env,
        ...(maxLimit !== undefined && { CONTRACT_MAX_LIMIT: String(maxLimit) }),
        ...(auth !== undefined && { CONTRACT_AUTH: auth }),
      },
    },
  )
  let stderr = ''
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }

  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout })
    lines.on('line', (line) => {
      const match = /^listening on (http:\/\/\S+)/.exec(line)
      if (match?.[1]) resolve({ url: match[1], stop })
    })
    child.once('error', reject)
    child.once('exit', (code, signal) => reject(new Error(`the Django fixture exited (${code ?? signal}) before it listened:\n${stderr}`)))
  })
}
