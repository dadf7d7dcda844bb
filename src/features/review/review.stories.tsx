import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite'
import type { QueryClient } from '@tanstack/react-query'
import { delay, http, HttpResponse } from 'msw'
import { userEvent, within } from 'storybook/test'
import { demoHandlers, startListAt, type DemoApiArgs } from '../../../.storybook/demo-api'
import { App } from '../../app/app'
import { DEFAULT_DATASET_SIZE } from '../../demo-api/dataset'
import { AUTHORS_LIST_PATH, REQUEST_TIMEOUT_MS } from '../../shared/api/contract'
import type { Lang } from '../../shared/i18n/lang'
import { forgetReviews } from './use-review-job'

/**
 * The review of all matches in every state a person meets, on the demo API's own handlers and
 * dataset (msw-storybook-addon): the whole app, started at a review's address as a person would
 * type it (`parameters.listUrl`). A read is a new one in each story (the session's cache is emptied).
 */
function ReviewPage(_args: DemoApiArgs, { loaded, globals }: StoryContext<DemoApiArgs>) {
  return (
    <App
      config={{ apiUrl: null, firstNameParam: 'first_name', requestTimeoutMs: REQUEST_TIMEOUT_MS }}
      queryClient={loaded.queryClient as QueryClient}
      lang={globals.lang as Lang | undefined}
    />
  )
}

/** Long enough to study a state; the story test never waits for it. */
const RESTING_MS = 10 * 60_000

/** Every page of the review's read (limit=1000) after the first: held back, or refused. */
function laterReadPages(answer: 'hold' | 'fail') {
  return http.get(`*${AUTHORS_LIST_PATH}`, async ({ request }) => {
    const params = new URL(request.url).searchParams
    if (params.get('limit') !== '1000' || (params.get('offset') ?? '0') === '0') return undefined
    if (answer === 'hold') {
      await delay(RESTING_MS)
      return undefined
    }
    return HttpResponse.json({ detail: 'Service unavailable.' }, { status: 503 })
  })
}

const meta = {
  title: 'Authors/Review',
  render: ReviewPage,
  parameters: { layout: 'fullscreen', listUrl: '?review=summary' },
  args: { scenario: 'normal', dataset: 'generated', datasetSize: DEFAULT_DATASET_SIZE },
  beforeEach({ msw, args, parameters }) {
    forgetReviews()
    startListAt(parameters.listUrl as string | undefined)
    msw.use(...demoHandlers(args))
  },
} satisfies Meta<DemoApiArgs>

export default meta
type Story = StoryObj<typeof meta>

export const Reading: Story = {
  name: 'Reading',
  args: { datasetSize: 2500 },
  beforeEach({ msw }) {
    msw.use(laterReadPages('hold'))
  },
}

export const Cancelled: Story = {
  name: 'Cancelled',
  args: { datasetSize: 2500 },
  beforeEach({ msw }) {
    msw.use(laterReadPages('hold'))
  },
  async play({ canvasElement }) {
    const body = within(canvasElement.ownerDocument.body)
    await body.findByText(/^(Read 1,000 of|Прочитано 1\s000 из)/, undefined, { timeout: 30_000 })
    await userEvent.click(body.getByRole('button', { name: /^(Cancel|Отменить)$/ }))
  },
}

export const Failed: Story = {
  name: 'Failed, resumable',
  args: { datasetSize: 2500 },
  beforeEach({ msw }) {
    msw.use(laterReadPages('fail'))
  },
}

export const Empty: Story = {
  name: 'Nothing to review',
  parameters: { listUrl: '?last_name=zzzzzz&review=summary' },
}

export const Found: Story = {
  name: 'Found: the summary',
}

export const Duplicates: Story = {
  name: 'Found: possible duplicates',
  parameters: { listUrl: '?review=duplicates' },
}

export const Twins: Story = {
  name: 'Found: twins',
  parameters: { listUrl: '?review=twins' },
}

export const Narrow: Story = {
  name: 'Possible duplicates at 320 px',
  parameters: { listUrl: '?review=duplicates' },
}
