// No React here: the app's first module (app/early-start.ts) reaches this through entry-notes.ts.

/**
 * Runs `callback` once the browser has painted the current frame: a requestAnimationFrame runs
 * just before the paint, and a task queued from it runs after. Work that the frame does not need
 * (a prefetch, a chunk for later) then stays off the frame that shows the person's rows.
 * Returns a function that cancels it if it has not run yet.
 */
export function afterPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let ran = false
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => {
      ran = true
      callback()
    }, 0)
  })
  return () => {
    // Once it has run there is nothing to cancel (the callback may cancel itself as it runs).
    if (ran) return
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
