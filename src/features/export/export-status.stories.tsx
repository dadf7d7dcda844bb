import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { ApiError } from '../../shared/api/api-error'
import { useMessages } from '../../shared/i18n/language-provider'
import { ExportStatus } from './export-status'
import { en, ru } from './toolbar-messages'

/** The toolbar's Export button beside the status, in the story's language. */
function ExportButton() {
  return <button type="button">{useMessages({ en, ru }).export}</button>
}

/**
 * The "all matches" export's status on its own: props only, so every state is a set of args. The
 * line floats under the toolbar from Export's edge, over the rows; Details (shown open where it
 * says more) opens under it.
 */
const meta = {
  title: 'Authors/Parts/Export status',
  component: ExportStatus,
  decorators: [
    (Story) => (
      <div style={{ minHeight: '20rem' }}>
        <div className="export-tools">
          <div className="export-buttons">
            <ExportButton />
            <Story />
          </div>
        </div>
      </div>
    ),
  ],
  args: {
    state: {
      phase: 'running',
      format: 'csv',
      progress: { received: 4000, count: 12345, pass: 1, waitingSeconds: undefined, changed: false },
    },
    onCancel: fn(),
    onResume: fn(),
  },
} satisfies Meta<typeof ExportStatus>

export default meta
type Story = StoryObj<typeof meta>

export const InProgress: Story = { name: 'In progress' }

export const WaitingForTheServer: Story = {
  name: 'Waiting for the server',
  args: {
    detailsOpen: true,
    state: { phase: 'running', format: 'json', progress: { received: 7000, count: 12345, pass: 1, waitingSeconds: 30, changed: false } },
  },
}

export const GoingThroughAgainAfterAChange: Story = {
  name: 'Going through again after a change',
  args: {
    detailsOpen: true,
    state: {
      phase: 'running',
      format: 'csv',
      progress: { received: 2000, count: 12348, pass: 2, waitingSeconds: undefined, changed: true },
    },
  },
}

export const FailedAndResumable: Story = {
  name: 'Failed and resumable',
  args: {
    detailsOpen: true,
    state: {
      phase: 'failed',
      format: 'csv',
      progress: { received: 4000, count: 12345, pass: 1, waitingSeconds: undefined, changed: false },
      error: new ApiError('http', 'The server answered with HTTP 502.', { status: 502 }),
    },
  },
}

export const Downloaded: Story = {
  args: {
    state: {
      phase: 'done',
      format: 'csv',
      fileName: 'non-active-authors_last-name-Иванов_all_12345-authors_2026-11-22.csv',
      count: 12345,
      changed: false,
      unsettled: false,
      countAtStart: 12345,
      countAtEnd: 12345,
    },
  },
}

export const DownloadedAfterTheListChanged: Story = {
  name: 'Downloaded after the list changed',
  args: {
    detailsOpen: true,
    state: {
      phase: 'done',
      format: 'json',
      fileName: 'non-active-authors_all_12348-authors_2026-11-22.json',
      count: 12348,
      changed: true,
      unsettled: false,
      countAtStart: 12345,
      countAtEnd: 12348,
    },
  },
}

export const DownloadedWhatTheServiceGave: Story = {
  name: 'Downloaded what the service gave, fewer than its count',
  args: {
    detailsOpen: true,
    state: {
      phase: 'done',
      format: 'csv',
      fileName: 'non-active-authors_all_3000-authors_2026-11-22.csv',
      count: 3000,
      changed: false,
      unsettled: false,
      countAtStart: 1_000_000_000,
      countAtEnd: 1_000_000_000,
      cutShort: { kind: 'fewer', said: 1_000_000_000, got: 3000 },
    },
  },
}

export const StoppedAtThePageBound: Story = {
  name: 'Stopped after as many pages as the first count allows',
  args: {
    detailsOpen: true,
    state: {
      phase: 'done',
      format: 'json',
      fileName: 'non-active-authors_all_4000-authors_2026-11-22.json',
      count: 4000,
      changed: true,
      unsettled: true,
      countAtStart: 2000,
      countAtEnd: 5000,
      cutShort: { kind: 'more', said: 2000, got: 4000, pages: 4 },
    },
  },
}

export const PageSaved: Story = {
  name: 'Page saved',
  args: {
    state: { phase: 'saved', format: 'xlsx', fileName: 'non-active-authors_page-3_50-authors_2026-11-22.xlsx', count: 50 },
    detailsOpen: true,
  },
}

export const Cancelled: Story = { args: { state: { phase: 'cancelled' } } }

/** On a phone and at 1,024 px: the status and its Details stay inside the screen. */
export const DownloadedOnAPhone: Story = {
  ...DownloadedAfterTheListChanged,
  name: 'Downloaded after the list changed (375 px)',
  globals: { viewport: { value: 'phone375', isRotated: false } },
}

export const DownloadedAt1024: Story = {
  ...DownloadedAfterTheListChanged,
  name: 'Downloaded after the list changed (1,024 px)',
  globals: { viewport: { value: 'laptop1024', isRotated: false } },
}
