import '@testing-library/jest-dom/vitest'
import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { server } from './msw-server'
import { forgetEditorMarksInMemory } from '../src/entities/author/editor-marks/marks'

// findBy* and waitFor wait for what a person would see; on two shared, busy cores a first render
// can take seconds, so the limit is a ceiling for a broken test, not a budget for a working one.
configure({ asyncUtilTimeout: 60_000 })

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(async () => {
  cleanup()
  // The editor's marks are per browser too: each test starts with none kept.
  await forgetEditorMarksInMemory()
  globalThis.indexedDB = new IDBFactory()
  server.resetHandlers()
  // Files under `@vitest-environment node` (the real-HTTP server tests) have no window.
  if (typeof window !== 'undefined') {
    window.history.replaceState(null, '', '/')
    // Preferences are per browser: each test starts as a first visit.
    window.localStorage.clear()
    delete document.documentElement.dataset.theme
  }
})
afterAll(() => server.close())
