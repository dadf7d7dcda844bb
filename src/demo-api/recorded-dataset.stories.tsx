import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite'
import type { QueryClient } from '@tanstack/react-query'
import { startListAt } from '../../.storybook/demo-api'
import { App } from '../app/app'
import { REQUEST_TIMEOUT_MS } from '../shared/api/contract'
import type { Lang } from '../shared/i18n/lang'
import { createHandlers, generateAuthors } from './qa-kit'
import { DEMO_SEARCH } from './list-engine'
import { demoDataset, parseDataset, type RecordedDataset } from './recorded-dataset'

/**
 * The list page on a recording of a live directory (npm run api-check -- --record FILE), served
 * by the QA kit's handlers with the recording's order, page cap and search. Start Storybook with
 * `DEMO_DATASET=FILE npm run storybook` to see your own recording here; without one, a sample
 * stands in: 300 generated authors as a deployment with max_limit 100 and a prefix search would
 * serve them.
 */

const RECORDING_URL: string | undefined = import.meta.env.STORYBOOK_DEMO_DATASET_URL

const SAMPLE: RecordedDataset = demoDataset(generateAuthors({ seed: 2, size: 300 }), {
  source: { api: 'a sample, not a recording', recordedAt: '', pseudonymized: false },
  maxLimit: 100,
  search: { ...DEMO_SEARCH, match: 'prefix' },
})

async function loadRecording(): Promise<RecordedDataset> {
  if (!RECORDING_URL) return SAMPLE
  const response = await fetch(RECORDING_URL)
  return parseDataset(await response.json(), RECORDING_URL)
}

const installed = new WeakSet<object>()

function RecordedListPage(_args: object, { msw, loaded, globals }: StoryContext) {
  const dataset = loaded.recording as RecordedDataset
  // Once per run of the story, before the app asks for its first page.
  if (!installed.has(loaded)) {
    installed.add(loaded)
    msw.use(...createHandlers({ dataset }))
  }
  return (
    <App
      config={{ apiUrl: null, firstNameParam: 'first_name', requestTimeoutMs: REQUEST_TIMEOUT_MS }}
      queryClient={loaded.queryClient as QueryClient}
      lang={globals.lang as Lang | undefined}
    />
  )
}

const meta = {
  title: 'Authors/Recorded directory',
  render: RecordedListPage,
  parameters: { layout: 'fullscreen' },
  loaders: [async () => ({ recording: await loadRecording() })],
  beforeEach() {
    startListAt('')
  },
} satisfies Meta

export default meta

export const Recording: StoryObj<typeof meta> = { name: 'A recording as demo data' }
