import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { server } from './msw-server'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  cleanup()
  server.resetHandlers()
  // Files under `@vitest-environment node` (the real-HTTP server tests) have no window.
  if (typeof window !== 'undefined') window.history.replaceState(null, '', '/')
})
afterAll(() => server.close())
