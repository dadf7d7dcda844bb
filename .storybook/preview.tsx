import type { Preview } from '@storybook/react-vite'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { setupWorker } from 'msw/browser'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { MINIMAL_VIEWPORTS } from 'storybook/viewport'
import { AUTHORS_LIST_PATH } from '../src/shared/api/contract'
import { createQueryClient } from '../src/app/query-client'
import { useLayoutEffect, type ReactNode } from 'react'
import { PREFERENCES_KEY } from '../src/app/preferences/preferences'
import { applyTheme, type Theme } from '../src/app/theme'
import { LanguageProvider } from '../src/shared/i18n/language-provider'
import type { Lang } from '../src/shared/i18n/lang'
import '../src/app/app.css'

/**
 * The addon's worker, except that a request to the authors API that no story handler answers is
 * an error (logged in the console, so the story test fails), as in the component tests.
 * Storybook's own files pass through.
 */
async function startWorker() {
  const worker = setupWorker()
  await worker.start({
    quiet: true,
    onUnhandledRequest(request, print) {
      if (new URL(request.url).pathname === AUTHORS_LIST_PATH) print.error()
    },
  })
  return worker
}

/** The app's client (stale time and all) with retries off, so an error story shows its error at once. */
function storyQueryClient(): QueryClient {
  const client = createQueryClient()
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } })
  return client
}

let storyRuns = 0

/**
 * The toolbar's theme. Its effect runs after the app's own (a parent's after its children's), so
 * the toolbar wins when a story mounts; the app's Theme control still works inside the story.
 */
function ToolbarTheme({ theme, children }: { theme: Theme; children: ReactNode }) {
  useLayoutEffect(() => applyTheme(theme), [theme])
  return children
}

/** Every story starts as a first visit: the app's remembered preferences are cleared. */
const freshPreferences = () => {
  window.localStorage.removeItem(PREFERENCES_KEY)
  return {}
}

const preview: Preview = {
  // Loaders run again whenever a control changes: every run of a story gets an empty cache.
  loaders: [mswLoader(startWorker), freshPreferences, () => ({ queryClient: storyQueryClient(), storyRun: ++storyRuns })],
  decorators: [
    // Keyed by run, so the story mounts afresh: a mounted useQuery keeps the client it started with.
    (Story, { loaded }) => (
      <QueryClientProvider key={loaded.storyRun as number} client={loaded.queryClient as QueryClient}>
        <Story />
      </QueryClientProvider>
    ),
    // The toolbar's language and theme, for every story (the story test runs each in both
    // languages and both themes). Stories of the whole app pass the language to App themselves.
    (Story, { globals }) => (
      <ToolbarTheme theme={(globals.theme as Theme | undefined) ?? 'auto'}>
        <LanguageProvider lang={(globals.lang as Lang | undefined) ?? 'en'}>
          <Story />
        </LanguageProvider>
      </ToolbarTheme>
    ),
  ],
  globalTypes: {
    lang: {
      description: 'The UI’s language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'ru', title: 'Русский' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Light or dark (auto follows the OS)',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'auto', title: 'Auto (OS)' },
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { lang: 'en', theme: 'auto' },
  parameters: {
    controls: { expanded: true, sort: 'none' },
    viewport: {
      options: {
        narrow: { name: 'Narrow phone (360 px)', styles: { width: '360px', height: '740px' }, type: 'mobile' },
        phone390: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        narrow320: { name: 'Narrowest phone (320 px)', styles: { width: '320px', height: '640px' }, type: 'mobile' },
        phone375: { name: 'Phone (375 px)', styles: { width: '375px', height: '667px' }, type: 'mobile' },
        laptop1024: {
          name: 'Laptop at 125 % or tablet held sideways (1024 px)',
          styles: { width: '1024px', height: '768px' },
          type: 'desktop',
        },
        // 400 % zoom of a 1280×1024 desktop window: 320×256 CSS px.
        zoom400: { name: '400 % zoom of 1280×1024 (320×256)', styles: { width: '320px', height: '256px' }, type: 'desktop' },
        ...MINIMAL_VIEWPORTS,
      },
    },
  },
}

export default preview
