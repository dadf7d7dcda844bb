import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { findRange, fmt, renderApp, total } from '../../../render-app'

// Whether the review's chunk (the dialog and all behind it) has been asked for.
const asked = vi.hoisted(() => ({ review: 0 }))
vi.mock('../../../../src/features/review/review-dialog', async (importOriginal) => {
  asked.review++
  return importOriginal()
})

describe("the review's chunk", () => {
  // The chunk is asked for once a page's life: the pointer's intent is in review-intent.test.tsx.
  it('is asked for when focus comes to the button (Tab), before any click, and the review still opens only on the click', async () => {
    renderApp({ url: '/?limit=10' })
    await findRange(`1–10 of ${fmt(total())}`)
    const button = await screen.findByRole('button', { name: 'Review all matches' })
    expect(asked.review).toBe(0)
    button.focus()
    await vi.waitFor(() => expect(asked.review).toBe(1))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(window.location.search).not.toContain('review=')
  })
})
