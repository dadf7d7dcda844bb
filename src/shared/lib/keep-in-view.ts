import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react'

/** Least room kept between a floating box and the edge of what shows it, in CSS px. */
export const VIEW_MARGIN = 8

interface Span {
  left: number
  right: number
}

/**
 * How far to move a floating box sideways so that it lies within `bounds` (the viewport, or the
 * dialog it floats in), `margin` inside each edge: 0 when it already does. A box wider than the
 * bounds keeps its start edge in view (words are read from there).
 */
export function shiftIntoView(box: Span, bounds: Span, margin = VIEW_MARGIN): number {
  const start = bounds.left + margin
  const end = bounds.right - margin
  if (box.left < start) return start - box.left
  if (box.right > end) return Math.max(end - box.right, start - box.left)
  return 0
}

/**
 * Keeps a floating box (a popover, a copy's confirmation) inside the viewport and inside the
 * dialog it is drawn in: measured before paint whenever `key` changes, when its size changes and
 * when the window is resized, and moved sideways by its `translate` (its place in the layout is untouched, so nothing
 * else moves). While `shown` is false (the box is empty or closed) nothing is measured or
 * observed: a page of rows mounts a hundred copy buttons, and a measure each was a hundred
 * layouts in the frame of the new rows.
 */
export function useKeepInView(
  box: RefObject<HTMLElement | null>,
  key: unknown,
  { fitHeight = false, shown = true }: { fitHeight?: boolean; shown?: boolean } = {},
) {
  useLayoutEffect(() => {
    const element = box.current
    if (!element) return
    if (!shown) {
      // Writes only (no read forces a layout): a box shown again is measured afresh.
      element.style.removeProperty('translate')
      if (fitHeight) element.style.removeProperty('max-height')
      return
    }
    const place = () => {
      element.style.removeProperty('translate')
      if (fitHeight) element.style.removeProperty('max-height')
      const rect = element.getBoundingClientRect()
      if (rect.width === 0) return
      // A tall popover ends above the viewport's bottom edge (and the pager pinned there), scrolling inside.
      if (fitHeight && rect.bottom > window.innerHeight - VIEW_MARGIN) {
        element.style.setProperty('max-height', `${Math.max(window.innerHeight - VIEW_MARGIN - rect.top, 96)}px`)
      }
      const dialog = element.parentElement?.closest('dialog')?.getBoundingClientRect()
      const bounds = {
        left: Math.max(0, dialog?.left ?? 0),
        right: Math.min(document.documentElement.clientWidth, dialog?.right ?? Infinity),
      }
      const shift = shiftIntoView(rect, bounds)
      if (shift !== 0) element.style.setProperty('translate', `${shift}px 0`)
    }
    place()
    // Its content may arrive later (a lazy panel) and change its width.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(place)
    observer?.observe(element)
    window.addEventListener('resize', place)
    return () => {
      observer?.disconnect()
      window.removeEventListener('resize', place)
    }
  }, [box, key, fitHeight, shown])
}

/**
 * Closes a non-modal popover when a pointer is pressed, or the focus moves, outside it and the
 * button that opened it (that button toggles it itself, so a second click closes it).
 */
export function useLightDismiss(
  popover: RefObject<HTMLElement | null>,
  toggle: RefObject<HTMLElement | null>,
  open: boolean,
  dismiss: () => void,
) {
  const latest = useRef(dismiss)
  useEffect(() => {
    latest.current = dismiss
  })
  useEffect(() => {
    if (!open) return
    const outside = (target: EventTarget | null) =>
      target instanceof Node && !popover.current?.contains(target) && !toggle.current?.contains(target)
    const onPointer = (event: PointerEvent) => {
      if (outside(event.target)) latest.current()
    }
    // Focus moved to a container of the popover (a region keeping focus off <body>) is not focus elsewhere.
    const onFocus = (event: FocusEvent) => {
      if (outside(event.target) && !(event.target as Node).contains(popover.current)) latest.current()
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('focusin', onFocus)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('focusin', onFocus)
    }
  }, [open, popover, toggle])
}
