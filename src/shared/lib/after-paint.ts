import { useEffect, useState } from 'react'

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

/**
 * True from the frame after `ready` first became true (by default, after the component's first
 * paint); then it stays true. For parts that the first rows do not need: their chunks are asked
 * for once the rows are painted, never on the way to them.
 */
export function useAfterFirstPaint(ready = true): boolean {
  const [after, setAfter] = useState(false)
  useEffect(() => {
    if (after || !ready) return
    // The effect runs as the frame is committed: once it is painted, say so.
    return afterPaint(() => setAfter(true))
  }, [after, ready])
  return after
}
