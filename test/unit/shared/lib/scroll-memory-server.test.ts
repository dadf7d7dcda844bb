// @vitest-environment node
import { expect, it } from 'vitest'

it('loads where there is no window (a server render, the Node tools), and moves nothing there', async () => {
  const { scrollToTopOf } = await import('../../../../src/shared/lib/scroll-memory')
  expect(() => scrollToTopOf(null)).not.toThrow()
})
