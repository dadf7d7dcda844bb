import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite'
import type { QueryClient } from '@tanstack/react-query'
import { userEvent, within } from 'storybook/test'
import { startListAt, type DemoApiArgs } from '../../../.storybook/demo-api'
import { App } from '../../app/app'
import { createHandlers } from '../../demo-api/handlers'
import { clearEditorMarks, decidedName, decisionKey, mergeEditorMarks, type Verdict } from '../../entities/author/editor-marks/marks'
import { REQUEST_TIMEOUT_MS, type Author } from '../../shared/api/contract'
import type { Lang } from '../../shared/i18n/lang'
import { forgetReviews } from './use-review-job'

/**
 * Each kind of group the review finds, on crafted records in both scripts (Cyrillic and Latin),
 * and groups the editor has decided: hidden, shown, and changed since. The whole app at the
 * review's list, on the demo API's handlers serving these records only. The toolbar's language
 * switches every word (the story test renders each in English and in Russian).
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

let serial = 0
const person = (last_name: string, first_name: string, parent_name: string | null = null): Author => ({
  uid: `5e0a7c1d-0000-4000-8000-${String(++serial).padStart(12, '0')}`,
  last_name,
  first_name,
  parent_name,
  public_name: [first_name, last_name].join(' '),
})

/** The records of each kind: a pair in Cyrillic and a pair in Latin. */
const KINDS = {
  twins: [person('Иванов', 'Пётр', 'Ильич'), person('Иванов', 'Пётр', 'Ильич'), person('Smith', 'Anna'), person('Smith', 'Anna')],
  spelling: [
    person('Соколов', 'Андрей', 'Викторович'),
    person('Соколоф', 'Андрей', 'Викторович'),
    person('Ivanova', 'Maria'),
    person('Ivanowa', 'Maria'),
  ],
  initials: [person('Петров', 'Иван', 'Сергеевич'), person('Петров', 'И.', 'С.'), person('Miller', 'John'), person('Miller', 'J.')],
  swapped: [person('Кузнецов', 'Олег'), person('Олег', 'Кузнецов'), person('Taylor', 'Grace'), person('Grace', 'Taylor')],
} satisfies Record<string, Author[]>

type Kind = keyof typeof KINDS

/** A decision of a group of two, with its names as they are now (or, `was`, as they were then). */
function decide(kind: Kind, pair: readonly [Author, Author], verdict: Verdict, was?: Partial<Author>) {
  const names = pair.map((author, at) => decidedName(at === 0 ? { ...author, ...was } : author))
  return [
    decisionKey(
      kind,
      names.map((name) => name.uid),
    ),
    { kind, verdict, names, decidedAt: '2026-11-20T10:00:00.000Z' },
  ] as const
}

const spellingPair = [KINDS.spelling[0]!, KINDS.spelling[1]!] as const
const swappedPair = [KINDS.swapped[0]!, KINDS.swapped[1]!] as const

const meta = {
  title: 'Authors/Review kinds',
  render: ReviewPage,
  parameters: { layout: 'fullscreen', listUrl: '?review=duplicates', kinds: ['spelling'] },
  args: { scenario: 'normal', dataset: 'generated', datasetSize: 16 },
  async beforeEach({ msw, parameters }) {
    forgetReviews()
    await clearEditorMarks()
    startListAt(parameters.listUrl as string | undefined)
    const authors = (parameters.kinds as Kind[]).flatMap((kind) => KINDS[kind])
    msw.use(...createHandlers({ authors }))
  },
} satisfies Meta<DemoApiArgs>

export default meta
type Story = StoryObj<typeof meta>

export const Twins: Story = {
  name: 'Twins, both scripts',
  parameters: { listUrl: '?review=twins', kinds: ['twins'] },
}

export const Spelling: Story = {
  name: 'Spelling, both scripts',
  parameters: { kinds: ['spelling'] },
}

export const Initials: Story = {
  name: 'Initials, both scripts',
  parameters: { kinds: ['initials'] },
}

export const Swapped: Story = {
  name: 'Names swapped, both scripts',
  parameters: { kinds: ['swapped'] },
}

/** A spelling group decided "Same person" and a swapped one "Different people". */
function decideTwo() {
  mergeEditorMarks({
    decisions: new Map([decide('spelling', spellingPair, 'same-person'), decide('swapped', swappedPair, 'different-people')]),
    checked: new Map(),
  })
}

export const DecidedHidden: Story = {
  name: 'Decided groups hidden',
  parameters: { kinds: ['spelling', 'swapped'] },
  beforeEach: decideTwo,
}

export const DecidedShown: Story = {
  name: 'Decided groups shown',
  parameters: { kinds: ['spelling', 'swapped'] },
  beforeEach: decideTwo,
  async play({ canvasElement }) {
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(
      await body.findByRole('switch', { name: /^(Show decided groups|Показывать решённые группы)$/ }, { timeout: 30_000 }),
    )
  },
}

export const Stale: Story = {
  name: 'Decided, then changed',
  parameters: { kinds: ['spelling'] },
  beforeEach() {
    // Decided when the first record's last name was written otherwise: the group comes back, marked.
    mergeEditorMarks({
      decisions: new Map([decide('spelling', spellingPair, 'same-person', { last_name: 'Соколовъ' })]),
      checked: new Map(),
    })
  },
}
