import { useEffect, useRef, type RefObject } from 'react'
import type { Author } from '../../shared/api/contract'
import { returnFocus, type FocusReturn } from './return-focus'

/** The region of the results the workbench sits in (the page's), where focus goes when nothing closer is left. */
export function resultsRegion(element: HTMLElement | null): HTMLElement | null {
  return element?.closest<HTMLElement>('[role="region"]') ?? null
}

/**
 * Where focus goes back to once a dialog closes: the opener set in the returned ref when it
 * opened, or the row it belonged to, or the results around `bar`; never <body>.
 */
export function useFocusBack(
  open: boolean,
  authors: readonly Author[] | undefined,
  bar: RefObject<HTMLElement | null>,
): RefObject<FocusReturn | undefined> {
  const back = useRef<FocusReturn | undefined>(undefined)
  useEffect(() => {
    if (open || !back.current) return
    returnFocus(back.current, authors, resultsRegion(bar.current))
    back.current = undefined
  }, [open, authors, bar])
  return back
}
