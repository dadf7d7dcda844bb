import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite'
import type { QueryClient } from '@tanstack/react-query'
import { expect, userEvent, within } from 'storybook/test'
import { startListAt } from '../../../.storybook/demo-api'
import type { Author } from '../../shared/api/contract'
import { App } from '../../app/app'
import { createHandlers } from '../../demo-api/handlers'
import { formatFor } from '../../shared/i18n/format'
import type { Lang } from '../../shared/i18n/lang'
import { en, ru } from './messages'

/**
 * The editor's workbench on the demo API's own handlers, over a dozen records written for it:
 * the generated dataset has twins and stray spaces, but not the characters an editor hunts
 * (Latin letters in Cyrillic names, no-break and zero-width spaces, tabs).
 */
const uid = (n: number) => `7d3e0c52-1f4a-4b8e-9a60-${String(n).padStart(12, '0')}`
const WORKBENCH_SPECIMENS: Author[] = [
  { uid: uid(1), last_name: 'Петров', first_name: 'Иван', parent_name: 'Сергеевич', public_name: 'Петров I.С.' },
  { uid: uid(2), last_name: '\u00a0Иванова', first_name: 'Анна', parent_name: '', public_name: 'Иванова А.' },
  { uid: uid(3), last_name: 'Сидоров С.', first_name: 'Сергей', parent_name: 'Петрович', public_name: 'Сидоров С. П.' },
  { uid: uid(4), last_name: 'Кузне\u200bцов', first_name: 'Олег', parent_name: 'Олегович', public_name: 'Кузнецов О. О.' },
  { uid: uid(5), last_name: 'Орлов', first_name: 'Олег\t', parent_name: null, public_name: 'Орлов О.' },
  { uid: uid(6), last_name: 'Смирнов', first_name: 'Илья', parent_name: 'Павлович', public_name: 'Смирнов  И..П.' },
  { uid: uid(7), last_name: 'Смирнов', first_name: 'Илья', parent_name: 'Павлович', public_name: 'И.П. Смирнов' },
  { uid: uid(8), last_name: 'Смирнов', first_name: 'Илья', parent_name: 'Павлович', public_name: 'Смирнов И. П.' },
  { uid: uid(9), last_name: 'Волкова', first_name: 'Мария', parent_name: 'Ивановна', public_name: 'Волкова М. И.' },
  { uid: uid(10), last_name: 'Smith', first_name: 'John', parent_name: null, public_name: 'Smith J.' },
  { uid: uid(11), last_name: 'Smith', first_name: 'John', parent_name: null, public_name: 'Smith J. ' },
  { uid: uid(12), last_name: 'Новиков', first_name: 'Пётр', parent_name: 'Пётрович', public_name: 'Новиков П.' },
]

interface WorkbenchArgs {
  /** Unset: the toolbar's language. */
  lang?: Lang
}

function WorkbenchPage(args: WorkbenchArgs, { loaded, globals }: StoryContext<WorkbenchArgs>) {
  return (
    <App
      config={{ apiUrl: null, firstNameParam: 'first_name', requestTimeoutMs: 15_000 }}
      queryClient={loaded.queryClient as QueryClient}
      lang={args.lang ?? (globals.lang as Lang | undefined)}
    />
  )
}

const meta = {
  title: 'Authors/Workbench',
  render: WorkbenchPage,
  parameters: { layout: 'fullscreen' },
  args: {},
  argTypes: { lang: { control: 'select', options: ['en', 'ru'] } },
  beforeEach({ msw, parameters }) {
    startListAt(parameters.listUrl as string | undefined)
    msw.use(...createHandlers({ authors: WORKBENCH_SPECIMENS }))
  },
} satisfies Meta<WorkbenchArgs>

export default meta

/** The toolbar's language, in which the stories below look for their words. */
const langOf = (globals: Record<string, unknown>): Lang => (globals.lang === 'ru' ? 'ru' : 'en')
const words = (globals: Record<string, unknown>) => (langOf(globals) === 'ru' ? ru : en)
type Story = StoryObj<typeof meta>

/** Data-quality marks on every row, the page's count, and the legend opened. */
export const Flags: Story = {
  async play({ canvasElement, globals }) {
    const canvas = within(canvasElement)
    const m = words(globals)
    await userEvent.click(await canvas.findByText(m.legend, {}, { timeout: 10_000 }))
    await expect(await canvas.findByText(m.flags['zero-width'].name, {}, { timeout: 10_000 })).toBeVisible()
  },
}

export const FlagsInRussian: Story = {
  name: 'Flags in Russian',
  args: { lang: 'ru' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByText('Что означают отметки', {}, { timeout: 10_000 }))
    await expect(await canvas.findByText('Символ нулевой ширины', {}, { timeout: 10_000 })).toBeVisible()
  },
}

/** Three records with one name on the page, and all of them compared side by side. */
export const Twins: Story = {
  parameters: { listUrl: '?last_name=Смирнов' },
  async play({ canvasElement, globals }) {
    const canvas = within(canvasElement)
    const m = words(globals)
    const [showAll] = await canvas.findAllByRole('button', { name: m.showTwins }, { timeout: 10_000 })
    await userEvent.click(showAll!)
    await expect(await within(document.body).findByText(m.twinsFound(3, formatFor(langOf(globals))), {}, { timeout: 10_000 })).toBeVisible()
  },
}

/** A record opened by its link: the five fields as received and every character worth a look. */
export const DetailsWithInspector: Story = {
  name: 'Details with the character inspector',
  parameters: { listUrl: `?author=${uid(1)}` },
}

/** A last-name search, its matches marked in the rows (a leading no-break space kept). */
export const Highlight: Story = {
  name: 'Search matches highlighted',
  parameters: { listUrl: '?last_name=%D0%BE%D0%B2' },
}

/** Below 56em the list is cards, each with the table row's marks and actions (Details, Copy UID, twins). */
export const OnANarrowScreen: Story = {
  name: 'On a narrow screen',
  globals: { viewport: { value: 'narrow320', isRotated: false } },
}

/**
 * "Петров I.С." holds a Latin I among Cyrillic letters: the letter is boxed where it sits, named
 * after it for screen readers ("Latin I"), and the pointer over it explains it at once.
 */
export const MarkExplainedOnHover: Story = {
  name: 'A letter of the other script, explained on hover',
  async play({ canvasElement, globals }) {
    const m = words(globals)
    const mark = await waitForMark(canvasElement)
    await userEvent.hover(mark)
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(m.tipScript(mark.dataset.name ?? ''))
  },
}

/** On a phone there is no hover: a tap on the mark explains it, inside the 320 px screen. */
export const MarkExplainedOnTap: Story = {
  name: 'A letter of the other script, explained on a tap',
  globals: { viewport: { value: 'narrow320', isRotated: false } },
  async play({ canvasElement, globals }) {
    const m = words(globals)
    const mark = await waitForMark(canvasElement)
    await userEvent.pointer({ keys: '[TouchA]', target: mark })
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(m.tipScript(mark.dataset.name ?? ''))
  },
}

/** The first row's marks in the text, once the workbench (which explains them) has arrived. */
async function waitForMark(canvasElement: HTMLElement): Promise<HTMLElement> {
  const canvas = within(canvasElement)
  // The workbench's marks in the Checks column say it has arrived.
  await canvas.findAllByText(/./, { selector: '.flag-mark [aria-hidden="true"]' }, { timeout: 10_000 })
  const mark = canvasElement.querySelector<HTMLElement>('td .value-script, dd .value-script')
  if (!mark) throw new Error('no letter of the other script on the page')
  return mark
}
