import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { wordedStartupError } from '../../../src/app/config-check'
import { loadDemoDataset } from '../../../src/app/demo'
import { ConfigError } from '../../../src/app/runtime-config'
import { demoDataset, serializeDataset } from '../../../src/demo-api/recorded-dataset'
import { generateAuthors } from '../../../src/demo-api/dataset'
import { server } from '../../msw-server'

const CONFIG = 'http://localhost:3000/config.json'
const recording = demoDataset(generateAuthors({ seed: 5, size: 20 }), { maxLimit: 100 })

function serve(config: unknown, files: Record<string, () => Response> = {}) {
  server.use(
    http.get(CONFIG, () => HttpResponse.json(config as Record<string, unknown>)),
    ...Object.entries(files).map(([path, answer]) => http.get(`http://localhost:3000${path}`, answer)),
  )
}

/** The refusal as the start-up screen words it, in English and Russian. */
async function refusal(promise: Promise<unknown>): Promise<ConfigError> {
  const error = wordedStartupError(await promise.then(() => undefined).catch((caught: unknown) => caught))
  expect(error).toBeInstanceOf(ConfigError)
  return error as ConfigError
}

describe('the demo dataset named in config.json', () => {
  it('is the generated one when config.json names none', async () => {
    serve({ apiUrl: null })
    expect(await loadDemoDataset(CONFIG)).toBeUndefined()
    serve({ apiUrl: null, demoDataset: null })
    expect(await loadDemoDataset(CONFIG)).toBeUndefined()
  })

  it('is the recording it names, read beside config.json', async () => {
    serve(
      { apiUrl: null, demoDataset: 'recordings/live.json' },
      { '/recordings/live.json': () => new HttpResponse(serializeDataset(recording)) },
    )
    expect(await loadDemoDataset(CONFIG)).toEqual(recording)
  })

  it('stops the app with the reason, in both languages, when it cannot be used', async () => {
    serve({ apiUrl: null, demoDataset: 42 })
    expect((await refusal(loadDemoDataset(CONFIG))).message).toBe(
      '"demoDataset" in config.json must be the address of a recording (e.g. "recording.json"), or null for the generated demo data.',
    )

    serve({ apiUrl: null, demoDataset: 'missing.json' }, { '/missing.json': () => new HttpResponse('Not found', { status: 404 }) })
    const missing = await refusal(loadDemoDataset(CONFIG))
    expect(missing.message).toBe('The demo dataset "missing.json" named in config.json could not be loaded (HTTP 404).')
    expect(missing.ru).toBe('Не удалось загрузить демо-данные "missing.json", указанные в config.json (HTTP 404).')

    serve({ apiUrl: null, demoDataset: 'authors.json' }, { '/authors.json': () => HttpResponse.json(recording.authors) })
    expect((await refusal(loadDemoDataset(CONFIG))).message).toBe(
      'The demo dataset "authors.json" named in config.json is not a recording made by npm run api-check -- --record: it is not a JSON object.',
    )
  })

  it('says why a file is not a recording wholly in Russian in a Russian UI, whatever is wrong with it', async () => {
    const field = { match: 'substring', caseSensitive: false, strip: true, yoAsYe: false }
    const files: [unknown, string][] = [
      ['not json', 'это не JSON'],
      [[], 'это не объект JSON'],
      [{ ...recording, format: 'other' }, '"format" — не "non-active-authors-recording"'],
      [{ ...recording, version: 3 }, '"version" 3 — не та, что читает приложение (1 или 2)'],
      [{ ...recording, source: null }, 'нет "source"'],
      [{ ...recording, maxLimit: 0 }, '"maxLimit" — не целое число больше 0 и не null'],
      [{ ...recording, defaultLimit: 0 }, '"defaultLimit" — не целое число больше 0 и не null'],
      [{ ...recording, search: null }, 'нет "search"'],
      [{ ...recording, search: { first_name: field } }, 'нет "search.last_name"'],
      [
        { ...recording, search: { last_name: { ...field, match: 'fuzzy' }, first_name: field } },
        '"search.last_name".match — не одно из "substring", "prefix", "exact", "ignored" и не "unknown"',
      ],
      [{ ...recording, version: 1, search: { ...field, strip: 'unknown' } }, '"search".strip — не true и не false'],
      [{ ...recording, authors: {} }, '"authors" — не список'],
      [{ ...recording, authors: [{ uid: 1 }] }, 'authors[0] — не автор'],
    ]
    for (const [file, reason] of files) {
      serve(
        { apiUrl: null, demoDataset: 'bad.json' },
        { '/bad.json': () => new HttpResponse(typeof file === 'string' ? file : JSON.stringify(file)) },
      )
      const refused = await refusal(loadDemoDataset(CONFIG))
      expect(refused.ru).toBe(`Демо-данные "bad.json", указанные в config.json, — не запись npm run api-check -- --record: ${reason}.`)
      expect(refused.message).toMatch(
        /^The demo dataset "bad\.json" named in config\.json is not a recording made by npm run api-check -- --record: [^А-яЁё]+\.$/,
      )
    }
  })

  it('is read from the app’s own origin only: any other address is refused before a request, saying why', async () => {
    // Every answer a foreign host could give is a valid recording: only the refusal stops it.
    const requested: string[] = []
    server.use(
      http.get(/^https?:\/\/(?!localhost:3000\/)/, ({ request }) => {
        requested.push(request.url)
        return new HttpResponse(serializeDataset(recording))
      }),
    )
    const foreign = [
      'https://recordings.example.org/live.json',
      'http://localhost:3001/live.json',
      '//recordings.example.org/live.json',
      ' //recordings.example.org/live.json',
      '/\\recordings.example.org/live.json',
      '\\\\recordings.example.org/live.json',
      '/\t/recordings.example.org/live.json',
      // The app's own origin written as an address: a path is asked for, so the file says where it is read.
      'http://localhost:3000/live.json',
      'data:application/json,{}',
      'blob:http://localhost:3000/0c7e',
      'javascript:alert(1)',
    ]
    for (const name of foreign) {
      serve({ apiUrl: null, demoDataset: name })
      const refused = await refusal(loadDemoDataset(CONFIG))
      expect(refused.message, name).toBe(
        `"demoDataset" in config.json must be a path on the app's own origin (http://localhost:3000), such as "recording.json" or "/data/recording.json", not "${name}": the app reads nothing from another origin, so a recording is served beside the app.`,
      )
      expect(refused.ru, name).toContain(
        `"demoDataset" в config.json должен быть путём на собственном источнике приложения (http://localhost:3000)`,
      )
      expect(refused.ru, name).toContain(`а не "${name}"`)
    }
    expect(requested).toEqual([])
  })

  it('takes any path on the app’s own origin, relative to config.json or from the root', async () => {
    for (const [name, path] of [
      ['live.json', '/live.json'],
      ['./data/live.json', '/data/live.json'],
      ['/data/live.json', '/data/live.json'],
      ['data/../live.json', '/live.json'],
      ['live.json?v=2', '/live.json'],
    ] as const) {
      serve({ apiUrl: null, demoDataset: name }, { [path]: () => new HttpResponse(serializeDataset(recording)) })
      expect(await loadDemoDataset(CONFIG), name).toEqual(recording)
    }
  })
})
