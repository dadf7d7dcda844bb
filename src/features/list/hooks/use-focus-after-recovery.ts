import { useEffect, useRef, type RefObject } from 'react'

/** When an error panel (and its Retry button) gives way to rows, keep focus in the results. */
export function useFocusAfterRecovery(isError: boolean, region: RefObject<HTMLElement | null>) {
  const wasError = useRef(isError)
  useEffect(() => {
    if (wasError.current && !isError && (document.activeElement === document.body || document.activeElement === null)) {
      region.current?.focus()
    }
    wasError.current = isError
  }, [isError, region])
}
