/**
 * Resolves when `work` settles (fulfilled or rejected: the caller reads the outcome elsewhere) or
 * after `ms`, whichever comes first; never rejects. The timer is cleared once `work` settles.
 */
export function waitAtMost(work: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    const done = () => {
      clearTimeout(timer)
      resolve()
    }
    work.then(done, done)
  })
}
