// @vitest-environment node
import { expect, it } from 'vitest'

it('loads where there is no window (a server render, the Node tools), and moves nothing there', async () => {
  const { scrollToTopOf } = await import('../../../../src/shared/lib/scroll-memory')
  expect(() => scrollToTopOf(null)).not.toThrow()
})

it('writes no entry notes where there is no window (the paint task of a page already gone)', async () => {
  const { writeEntryNotes } = await import('../../../../src/shared/lib/entry-notes')
  expect(() => writeEntryNotes()).not.toThrow()
})
