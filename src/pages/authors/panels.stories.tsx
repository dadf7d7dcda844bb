import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite'
import type { QueryClient } from '@tanstack/react-query'
import { expect, userEvent, within } from 'storybook/test'
import { startListAt } from '../../../.storybook/demo-api'
import { App } from '../../app/app'
import { createHandlers } from '../../demo-api/handlers'
import { en as settingsEn, ru as settingsRu } from '../../app/preferences/messages'
import { en as exportEn, ru as exportRu } from '../../features/export/messages'
import { en as toolsEn, ru as toolsRu } from '../../features/export/toolbar-messages'
import { en as workbenchEn, ru as workbenchRu } from '../../features/workbench/messages'
import { CopyButton } from '../../shared/lib/copy-button'
import type { Lang } from '../../shared/i18n/lang'

/**
 * The panels a person opens over the list, each anchored to its button and inside the screen:
 * Settings, Export, the marks' legend and the shortcuts dialog, at a phone's 375 px and at
 * 1,024 px (a laptop at 125 % or a tablet held sideways). The toolbar's language picks the words.
 */
function PanelsPage(_args: object, { loaded, globals }: StoryContext<object>) {
  return (
    <App
      config={{ apiUrl: null, firstNameParam: 'first_name', requestTimeoutMs: 15_000 }}
      queryClient={loaded.queryClient as QueryClient}
      lang={globals.lang as Lang | undefined}
    />
  )
}

const meta = {
  title: 'Authors/Panels',
  render: PanelsPage,
  parameters: { layout: 'fullscreen' },
  args: {},
  beforeEach({ msw }) {
    startListAt(undefined)
    msw.use(...createHandlers())
  },
} satisfies Meta<object>

export default meta
type Story = StoryObj<typeof meta>

const ru = (globals: Record<string, unknown>) => globals.lang === 'ru'
const phone = { viewport: { value: 'phone375', isRotated: false } }
const laptop = { viewport: { value: 'laptop1024', isRotated: false } }
const WAIT = { timeout: 15_000 }

const openSettings: Story['play'] = async ({ canvasElement, globals }) => {
  const m = ru(globals) ? settingsRu : settingsEn
  const canvas = within(canvasElement)
  await userEvent.click(await canvas.findByRole('button', { name: m.menu }, WAIT))
  await expect(await canvas.findByRole('group', { name: m.menu }, WAIT)).toBeVisible()
}

const openExport: Story['play'] = async ({ canvasElement, globals }) => {
  const canvas = within(canvasElement)
  await userEvent.click(await canvas.findByRole('button', { name: (ru(globals) ? toolsRu : toolsEn).export }, WAIT))
  await expect(await canvas.findByRole('region', { name: (ru(globals) ? exportRu : exportEn).panelTitle }, WAIT)).toBeVisible()
}

const openLegend: Story['play'] = async ({ canvasElement, globals }) => {
  const m = ru(globals) ? workbenchRu : workbenchEn
  const canvas = within(canvasElement)
  await userEvent.click(await canvas.findByText(m.legend, {}, WAIT))
  await expect(await canvas.findByText(m.flags['zero-width'].name, {}, WAIT)).toBeVisible()
}

const openShortcuts: Story['play'] = async ({ canvasElement, globals }) => {
  const m = ru(globals) ? workbenchRu : workbenchEn
  const canvas = within(canvasElement)
  // The shortcuts come with the workbench, just after the first rows: its Details buttons say it is in.
  await canvas.findAllByRole('button', { name: ru(globals) ? 'Подробности' : 'Details' }, WAIT)
  await userEvent.keyboard('?')
  await expect(await within(document.body).findByRole('dialog', { name: m.shortcuts }, WAIT)).toBeVisible()
}

export const SettingsOnAPhone: Story = { name: 'Settings (375 px)', globals: phone, play: openSettings }
export const SettingsAt1024: Story = { name: 'Settings (1,024 px)', globals: laptop, play: openSettings }
export const ExportOnAPhone: Story = { name: 'Export (375 px)', globals: phone, play: openExport }
export const ExportAt1024: Story = { name: 'Export (1,024 px)', globals: laptop, play: openExport }
export const LegendOnAPhone: Story = { name: 'What the marks mean (375 px)', globals: phone, play: openLegend }
export const LegendAt1024: Story = { name: 'What the marks mean (1,024 px)', globals: laptop, play: openLegend }
export const ShortcutsOnAPhone: Story = { name: 'Keyboard shortcuts (375 px)', globals: phone, play: openShortcuts }
export const ShortcutsAt1024: Story = { name: 'Keyboard shortcuts (1,024 px)', globals: laptop, play: openShortcuts }

/**
 * A copy's confirmation, held on screen (it fades after 2.5 s in the app): at the left edge of a
 * dialog, where it would start off-screen if it were not kept inside the viewport and the dialog,
 * and under the button, clear of the dialog's title.
 */
function CopyConfirmation(_args: object, { globals }: StoryContext<object>) {
  const russian = ru(globals)
  const uid = '6f1c2b9e-3d4a-4e5f-8a7b-9c0d1e2f3a4b'
  return (
    <dialog open aria-labelledby="copy-story-title" style={{ position: 'static', margin: 8, maxWidth: 'calc(100vw - 16px)' }}>
      <h2 id="copy-story-title" style={{ margin: '0 0 8px' }}>
        Smith J.
      </h2>
      <CopyButton
        copy={() => Promise.resolve(undefined)}
        heldNote={{ ok: true, message: (russian ? workbenchRu : workbenchEn).copiedUid(uid) }}
      >
        {russian ? 'Копировать UID' : 'Copy UID'}
      </CopyButton>
      <p style={{ marginTop: 48 }}>{uid}</p>
    </dialog>
  )
}

export const CopyConfirmationOnAPhone: Story = {
  name: 'Copy confirmation (375 px)',
  render: CopyConfirmation,
  globals: phone,
}

export const CopyConfirmationAt1024: Story = {
  name: 'Copy confirmation (1,024 px)',
  render: CopyConfirmation,
  globals: laptop,
}
