import { vi } from 'vitest'

/**
 * A fake clock that stands still until the test moves it, so time-driven behaviour (the pause in
 * typing, Retry-After) does not depend on how fast a busy machine runs the test.
 *
 * Testing Library drains its work on a setTimeout(0) and moves a fake clock on only when it sees
 * Jest's (user-event would otherwise wait for ever): it is shown Vitest's under that name. Its
 * `waitFor`/`findBy*` then move the clock on as they poll, so call this once the time-driven step
 * is set up, and `releaseClock()` in an afterEach.
 */
export function standClockStill(
  toFake: Parameters<typeof vi.useFakeTimers>[0] extends infer O ? (O extends { toFake?: infer T } ? T : never) : never = [
    'setTimeout',
    'clearTimeout',
  ],
) {
  vi.useFakeTimers({ toFake })
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) })
}

export function releaseClock() {
  vi.useRealTimers()
  vi.unstubAllGlobals()
}
