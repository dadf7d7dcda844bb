// No React here: the app's first module (app/early-start.ts) reaches this through entry-notes.ts.

/**
 * Runs `callback` once the browser has painted the current frame: a requestAnimationFrame runs
 * just before the paint, and a task queued from it runs after. Work that the frame does not need
 * (a prefetch, a chunk for later) then stays off the frame that shows the person's rows.
 * Returns a function that cancels it if it has not run yet.
 */
export function afterPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
