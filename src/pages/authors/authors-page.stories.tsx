import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite'
import type { QueryClient } from '@tanstack/react-query'
import { useArgs } from 'storybook/preview-api'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import {
  DATASET_DESCRIPTIONS,
  DATASETS,
  delayPagesAfterTheFirst,
  demoHandlers,
  startListAt,
  storyDemoControl,
  type DemoApiArgs,
} from '../../../.storybook/demo-api'
import { REQUEST_TIMEOUT_MS } from '../../shared/api/contract'
import { App } from '../../app/app'
import { DEFAULT_DATASET_SIZE } from '../../demo-api/dataset'
import { SCENARIO_NAMES, SCENARIOS } from '../../demo-api/scenarios'
import { formatFor } from '../../shared/i18n/format'
import { LANGS, type Lang } from '../../shared/i18n/lang'
import { en as listEn, ru as listRu } from '../../features/list/messages'
import { en as pagerEn, ru as pagerRu } from '../../features/pager/messages'

/**
 * The whole list page on the demo API. Each story names its scenario, dataset and latency in its
 * args (the handlers are the demo API's own, installed through msw-storybook-addon), and its
 * starting address in `parameters.listUrl`, as a person would type it.
 */
interface ListPageArgs extends DemoApiArgs {
  /** The UI's language (its words and its numbers); unset: the toolbar's. */
  lang?: Lang
  /** How long the app waits for an answer before saying the server is not answering. */
  requestTimeoutMs: number
}

/** Long enough to study a loading state; set a smaller latency to watch it resolve. */
const RESTING_LATENCY_MS = 10 * 60_000

function ListPage(args: ListPageArgs, { msw, loaded, globals }: StoryContext<ListPageArgs>) {
  const [, updateArgs] = useArgs<ListPageArgs>()
  // The header's scenario picker becomes the story's scenario arg, so the controls panel and the
  // handlers installed on the next render agree with what the picker shows.
  const demo = storyDemoControl(msw, args, (scenario) => updateArgs({ scenario }))
  return (
    <App
      config={{ apiUrl: null, firstNameParam: 'first_name', requestTimeoutMs: args.requestTimeoutMs }}
      queryClient={loaded.queryClient as QueryClient}
      lang={args.lang ?? (globals.lang as Lang | undefined)}
      demo={demo}
    />
  )
}

const meta = {
  title: 'Authors/List page',
  render: ListPage,
  parameters: { layout: 'fullscreen' },
  args: {
    scenario: 'normal',
    dataset: 'generated',
    datasetSize: DEFAULT_DATASET_SIZE,
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
  },
  argTypes: {
    scenario: {
      control: 'select',
      options: SCENARIO_NAMES,
      description: `How the demo API behaves: ${SCENARIO_NAMES.map((name) => `**${name}**: ${SCENARIOS[name].description}`).join(' ')}`,
    },
    dataset: {
      control: 'select',
      options: DATASETS,
      description: DATASETS.map((name) => `**${name}**: ${DATASET_DESCRIPTIONS[name]}`).join(' '),
    },
    datasetSize: {
      control: { type: 'number', min: 0, max: 100_000, step: 100 },
      description: 'How many authors the demo dataset generates (before `dataset` selects from them).',
    },
    latencyMs: {
      control: { type: 'number', min: 0, step: 250 },
      description: "Delay before every answer, in ms. Unset: the scenario's own (0, or 2000 for slow).",
    },
    lang: { control: 'select', options: LANGS, description: 'The language of the UI: its words and its numbers (unset: the toolbar’s).' },
    requestTimeoutMs: {
      control: { type: 'number', min: 500, step: 500 },
      description: 'How long the app waits before telling the person the server is not answering.',
    },
  },
  beforeEach({ msw, args, parameters }) {
    startListAt(parameters.listUrl as string | undefined)
    msw.use(...demoHandlers(args))
  },
} satisfies Meta<ListPageArgs>

export default meta

/** The words the plays below look for, in the toolbar's language. */
function words(globals: Record<string, unknown>) {
  const lang: Lang = globals.lang === 'ru' ? 'ru' : 'en'
  const f = formatFor(lang)
  const pager = lang === 'ru' ? pagerRu : pagerEn
  // Testing Library reads a no-break space (Russian digit groups) as a plain one.
  const range = (first: number, last: number, count: number) => pager.range(first, last, count, f).replace(/\s/g, ' ')
  return { pager, list: lang === 'ru' ? listRu : listEn, range }
}
type Story = StoryObj<typeof meta>

export const Default: Story = { name: 'Default' }

export const FirstLoad: Story = {
  name: 'First load (slow API)',
  args: { scenario: 'slow', latencyMs: RESTING_LATENCY_MS, requestTimeoutMs: RESTING_LATENCY_MS + 60_000 },
}

export const UpdatingAfterPageChange: Story = {
  name: 'Updating after a page change',
  args: { requestTimeoutMs: RESTING_LATENCY_MS + 60_000 },
  beforeEach({ msw }) {
    msw.use(delayPagesAfterTheFirst(RESTING_LATENCY_MS))
  },
  async play({ canvasElement, globals }) {
    const canvas = within(canvasElement)
    const { pager, list, range } = words(globals)
    await canvas.findByText(range(1, 50, 1200))
    await userEvent.click(canvas.getByRole('button', { name: pager.next }))
    // The first page's rows stay, dimmed and marked busy, while the second one loads (from a
    // moment after the click: a quick answer would have rendered once, with its rows).
    await waitFor(() => expect(canvas.getByRole('table', { name: list.caption })).toHaveAttribute('aria-busy', 'true'))
  },
}

export const EmptySearch: Story = {
  name: 'Empty search',
  parameters: { listUrl: '?last_name=Zzyzx' },
}

export const EmptyDirectory: Story = {
  name: 'Empty directory',
  args: { scenario: 'empty' },
}

/** `?offset=5000`: the pager says where the person is, and Last (and the panel's button) go to the last page. */
export const OffsetPastTheEnd: Story = {
  name: 'Offset past the end',
  parameters: { listUrl: '?offset=5000' },
}

/** A deep link far into the list, before its first answer: the total is not known yet, never "of 0". */
export const TotalNotKnownYet: Story = {
  name: 'Total not known yet (deep link, first load)',
  args: { scenario: 'slow', latencyMs: RESTING_LATENCY_MS, requestTimeoutMs: RESTING_LATENCY_MS + 60_000 },
  parameters: { listUrl: '?offset=55550' },
}

export const Unreachable: Story = {
  name: 'Error: unreachable',
  args: { scenario: 'unreachable' },
}

export const ServerError: Story = {
  name: 'Error: HTTP 500',
  args: { scenario: 'server-error' },
}

export const BadGateway: Story = {
  name: 'Error: HTTP 502 from a proxy',
  args: { scenario: 'bad-gateway' },
}

export const RateLimited: Story = {
  name: 'Error: HTTP 429, counting down to a retry',
  args: { scenario: 'rate-limited' },
}

export const NotAnswering: Story = {
  name: 'Error: not answering (timeout)',
  args: { scenario: 'hanging', requestTimeoutMs: 2000 },
}

export const Malformed: Story = {
  name: 'Error: malformed answer',
  args: { scenario: 'malformed' },
}

export const WrongShape: Story = {
  name: 'Error: wrong shape',
  args: { scenario: 'wrong-shape' },
}

export const MessyNames: Story = {
  name: 'Messy names',
  args: { dataset: 'messy names' },
}

export const Duplicates: Story = {
  name: 'Duplicates',
  args: { dataset: 'duplicates' },
}

export const VeryLargeCount: Story = {
  name: 'Very large count',
  args: { scenario: 'huge' },
}

export const LongNamesOnANarrowScreen: Story = {
  name: 'Long names on a narrow screen',
  args: { dataset: 'long names' },
  globals: { viewport: { value: 'narrow', isRotated: false } },
}

/** Below 56em the list is cards: the five fields labelled, each card with its place in the whole list. */
export const CardLayout: Story = {
  name: 'Card layout (390 px)',
  globals: { viewport: { value: 'phone390', isRotated: false } },
}

/** WCAG 2.2 reflow: everything usable at 320 CSS px without sideways scrolling. */
export const Narrowest: Story = {
  name: 'Narrowest screen (320 px)',
  args: { dataset: 'messy names' },
  globals: { viewport: { value: 'narrow320', isRotated: false } },
}

/** 400 % zoom of a 1280×1024 window is 320×256 CSS px: cards, and a pager that is not pinned. */
export const Zoom400: Story = {
  name: '400 % zoom',
  globals: { viewport: { value: 'zoom400', isRotated: false } },
}

/**
 * Windows High Contrast and other forced-colour modes drop backgrounds: the whitespace marks keep
 * their dashed outline and glyphs, null and empty their words and borders. The story test renders
 * it with forced colours on; in Storybook, turn them on in the browser's DevTools (Rendering →
 * Emulate CSS media feature forced-colors).
 */
export const ForcedColors: Story = {
  name: 'Forced colours (messy names)',
  args: { dataset: 'messy names' },
  parameters: { forcedColors: 'active' },
}

export const PageSize200: Story = {
  name: 'Page size 200',
  parameters: { listUrl: '?limit=200' },
}

export const KeyboardFocusOnPager: Story = {
  name: 'Keyboard focus on the pager',
  async play({ canvasElement, globals }) {
    const canvas = within(canvasElement)
    const { pager, range } = words(globals)
    await canvas.findByText(range(1, 50, 1200))
    const next = canvas.getByRole('button', { name: pager.next })
    // Focus the pager's Next as a keyboard user who tabbed there would have it (the rows' own
    // buttons lie between the search and the pager), then page with Enter.
    next.focus()
    await expect(next).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await canvas.findByText(range(51, 100, 1200))
    await waitFor(() => expect(next).toHaveFocus())
  },
}
