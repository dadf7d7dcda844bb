import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite'
import type { QueryClient } from '@tanstack/react-query'
import { delay, http, HttpResponse } from 'msw'
import { userEvent, within } from 'storybook/test'
import { demoHandlers, startListAt, type DemoApiArgs } from '../../../.storybook/demo-api'
import { App } from '../../app/app'
import { DEFAULT_DATASET_SIZE } from '../../demo-api/dataset'
import { AUTHORS_LIST_PATH, REQUEST_TIMEOUT_MS } from '../../shared/api/contract'
import type { Lang } from '../../shared/i18n/lang'
import { clearEditorMarks, decisionKey, mergeEditorMarks } from '../../entities/author/editor-marks/marks'
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
  async beforeEach({ msw, args, parameters }) {
    forgetReviews()
    await clearEditorMarks()
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

const LONG = { timeout: 30_000 }
const groupOf = (body: ReturnType<typeof within>, number: number): Promise<HTMLElement> =>
  body.findByRole('group', { name: new RegExp(`^(Group|Группа) ${number} \\(`) }, LONG)

export const Decided: Story = {
  name: 'Possible duplicates: decided, hidden and shown',
  parameters: { listUrl: '?review=duplicates' },
  async play({ canvasElement }) {
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(within(await groupOf(body, 1)).getByRole('button', { name: /^(Same person|Один человек)$/ }))
    await userEvent.click(within(await groupOf(body, 2)).getByRole('button', { name: /^(Different people|Разные люди)$/ }))
    // Back to the summary and into the list again: the decided groups are hidden, with their count.
    await userEvent.click(body.getByRole('link', { name: /^(Back to the summary|Назад к итогам)$/ }))
    await userEvent.click(await body.findByRole('link', { name: /^(Possible duplicates|Возможные дубликаты)$/ }, LONG))
    await body.findByText(/^(2 groups you decided are hidden\.|Скрыто решённых групп: 2\.)$/, undefined, LONG)
    await userEvent.click(body.getByRole('switch', { name: /^(Show decided groups|Показывать решённые группы)$/ }))
  },
}

export const Changed: Story = {
  name: 'Possible duplicates: changed since you decided',
  parameters: { listUrl: '?review=duplicates' },
  async play({ canvasElement }) {
    const body = within(canvasElement.ownerDocument.body)
    const group = await groupOf(body, 1)
    // A decision of this group made when one of its names was written otherwise: it comes back, marked.
    const rows = Array.from(group.closest('tbody')?.querySelectorAll<HTMLElement>('tr[data-record]') ?? [])
    const names = rows.map((row, at) => {
      const cells = row.querySelectorAll('td')
      return {
        uid: cells[4]?.textContent ?? '',
        last_name: `${cells[0]?.querySelector('code')?.textContent ?? cells[0]?.textContent ?? ''}${at === 0 ? ' (was)' : ''}`,
        first_name: cells[1]?.textContent ?? '',
        parent_name: null,
      }
    })
    const decision = { kind: 'same-key', verdict: 'same-person' as const, names, decidedAt: '2026-11-20T10:00:00.000Z' }
    mergeEditorMarks({
      decisions: new Map([
        [
          decisionKey(
            'same-key',
            names.map((name) => name.uid),
          ),
          decision,
        ],
      ]),
      checked: new Map(),
    })
    await body.findByText(/^(changed since you decided|изменилось после вашего решения)$/, undefined, LONG)
  },
}
