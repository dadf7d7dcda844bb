import { startDemoApi, type DemoApiControl } from '../demo-api/browser'
import { DatasetError, parseDataset, type RecordedDataset } from '../demo-api/recorded-dataset'
import { ConfigRefusal } from './runtime-config'

/**
 * The demo API's start, loaded only when config.json chooses it (`apiUrl: null`): its own chunk,
 * with the demo API. A `demoDataset` in config.json names a recording of a live directory
 * (`npm run api-check -- --record FILE`), served instead of the generated dataset; it is read
 * here, so neither the setting nor the file costs the first load a byte.
 */
export async function startDemo(scenario: string | null, configUrl = `${import.meta.env.BASE_URL}config.json`): Promise<DemoApiControl> {
  return startDemoApi(scenario, await loadDemoDataset(configUrl))
}

/** The recording config.json names, or undefined for the generated dataset; a ConfigRefusal says what is wrong. */
export async function loadDemoDataset(configUrl: string): Promise<RecordedDataset | undefined> {
  // The app has read config.json already (and checked everything else in it); the browser has it.
  const config: unknown = await fetch(configUrl)
    .then((response) => response.json())
    .catch(() => undefined)
  const name = typeof config === 'object' && config !== null ? (config as { demoDataset?: unknown }).demoDataset : undefined
  if (name === undefined || name === null) return undefined
  if (typeof name !== 'string' || name.trim() === '') throw new ConfigRefusal((m) => m.demoDatasetType)
  const url = sameOriginPath(name, configUrl)
  let response: Response
  try {
    response = await fetch(url)
  } catch {
    throw new ConfigRefusal((m) => m.demoDatasetNotLoaded(name, undefined))
  }
  if (!response.ok) throw new ConfigRefusal((m) => m.demoDatasetNotLoaded(name, response.status))
  let json: unknown
  try {
    json = await response.json()
  } catch {
    throw new ConfigRefusal((m) => m.demoDatasetNotRecording(name, { en: 'not JSON', ru: 'это не JSON' }))
  }
  try {
    return parseDataset(json, name)
  } catch (error) {
    // parseDataset says why in both languages; anything else is not a reason of the file's.
    if (!(error instanceof DatasetError)) throw error
    throw new ConfigRefusal((m) => m.demoDatasetNotRecording(name, error.reason))
  }
}

/**
 * Where a recording may be read from: a path on the app's own origin, resolved beside config.json.
 * The app talks to no other origin (nginx's Content-Security-Policy would block it; a plain static
 * host would not), so an address with a scheme or a host ("https://…", "//host/…", "data:…") is
 * refused as written, and so is a path the URL parser carries elsewhere ("/\\host/…", a tab
 * inside "//"), by the origin it resolves to.
 */
function sameOriginPath(name: string, configUrl: string): URL {
  const page = new URL(document.baseURI)
  const written = name.trim()
  const namesAPlace = /^[a-z][a-z\d+.-]*:/i.test(written) || /^[\\/]{2}/.test(written)
  let url: URL | undefined
  try {
    url = new URL(written, new URL(configUrl, page))
  } catch {
    // Not an address at all: refused below.
  }
  if (namesAPlace || url === undefined || url.origin !== page.origin) {
    throw new ConfigRefusal((m) => m.demoDatasetElsewhere(name, page.origin))
  }
  return url
}
