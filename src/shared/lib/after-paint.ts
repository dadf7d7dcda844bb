import { useEffect, useState } from 'react'
import { afterPaint } from './after-paint-task'

export { afterPaint }

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

/**
 * True once the frame that first showed `key` (any value but undefined: what is on screen, such
 * as a search's rows) has been painted, and as long as `key` stays the same; false while it is
 * undefined and for a new key until its frame is painted. For what may come beside those rows
 * a moment later (a line of hints and the requests behind it): none of it delays their paint.
 */
export function useAfterPaintOf(key: string | undefined): boolean {
  const [painted, setPainted] = useState<string>()
  useEffect(() => {
    if (key !== undefined) return afterPaint(() => setPainted(key))
  }, [key])
  return key !== undefined && painted === key
}
