import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { whitespaceKind, type WhitespaceKind } from '../../entities/author/marks/whitespace'
import type { Format } from '../../shared/i18n/format'
import { useFormat, useMessages } from '../../shared/i18n/language-provider'
import type { FlagKind } from '../../entities/author/flags'
import { en, ru } from './messages'

/** Every mark a tip explains: in the text (author-text) and in the Checks column (row-layer). */
const MARKS = '.value-script, .value-whitespace, .value-null, .value-empty, .twin-mark, .flag-mark'

const TIP_ID = 'mark-tip'

/** The kinds in a whitespace run, in the order they first appear, and its length in characters. */
export function describeRun(text: string): { count: number; kinds: WhitespaceKind[]; codes: string[] } {
  const kinds = new Set<WhitespaceKind>()
  const codes = new Set<string>()
  for (const char of text) {
    const kind = whitespaceKind(char)
    kinds.add(kind)
    if (kind === 'other') codes.add(`U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`)
  }
  return { count: [...text].length, kinds: [...kinds], codes: [...codes] }
}

/** What a mark means, in words; undefined for what is not a mark, or a legend's sample (hidden, with its words beside it). */
export function explainMark(mark: Element, m: typeof en, f: Format): string | undefined {
  if (!mark.matches(MARKS) || mark.closest('[aria-hidden="true"]')) return undefined
  // A mark's name is its hidden words, or (the twin mark, a button named for what it does) its description.
  const described = (element: Element) => document.getElementById(element.getAttribute('aria-describedby') ?? '')
  const named = (element: Element) =>
    (element.querySelector('.visually-hidden') ?? described(element))?.textContent?.replace(/;$/, '') ?? ''
  if (mark.matches('.value-script')) return m.tipScript((mark as HTMLElement).dataset.name ?? mark.textContent ?? '')
  if (mark.matches('.value-whitespace')) {
    const run = describeRun(mark.textContent ?? '')
    return m.tipWhitespace(
      run.count,
      run.kinds.flatMap((kind) => (kind === 'other' ? run.codes : [m.tipKinds[kind]])),
      f,
    )
  }
  if (mark.matches('.value-null')) return m.tipNull
  if (mark.matches('.value-empty')) return m.tipEmpty
  if (mark.matches('.twin-mark')) return `${named(mark)}. ${m.twinLegend}`
  const flag = m.flags[(mark as HTMLElement).dataset.flag as FlagKind] as (typeof m.flags)[FlagKind] | undefined
  return flag && `${named(mark)}. ${flag.explanation}`
}

/** The explanations of the marks inside `row`, each once, in the order they show. */
export function explainRow(row: Element, m: typeof en, f: Format): string[] {
  const texts = [...row.querySelectorAll(MARKS)].map((mark) => explainMark(mark, m, f))
  return [...new Set(texts.filter((text): text is string => text !== undefined))]
}

interface Tip {
  anchor: HTMLElement
  texts: string[]
  /** Opened by a tap or a click: stays until Escape, a tap elsewhere or a scroll. */
  pinned: boolean
}

/**
 * Tips for the marks, shown at once (not after the browser's title delay): on hover over a mark,
 * on a tap or click on it (touch has no hover), and, for the keyboard, when a row with marks is
 * focused (rows are the one tab stop of the list, so the marks are not tab stops of their own: the
 * focused row's tip lists them all, and the row is described by it). Escape and a tap elsewhere
 * close it; the pointer can move onto it (WCAG 1.4.13). It sits below what it explains, or
 * above when there is no room below, so it never covers it, and is at most the viewport's width.
 */
export function MarkTips() {
  const m = useMessages({ en, ru })
  const f = useFormat()
  const [tip, setTip] = useState<Tip>()
  const ref = useRef<HTMLDivElement>(null)
  const place = useRef(() => {})
  const words = useRef({ m, f })
  useLayoutEffect(() => {
    words.current = { m, f }
  })

  useEffect(() => {
    let keyboard = false
    let current: Tip | undefined
    const show = (next: Tip | undefined) => {
      current = next
      setTip(next)
    }
    const markOf = (target: EventTarget | null) => (target instanceof Element ? target.closest(MARKS) : null)
    const open = (anchor: Element | null, pinned: boolean) => {
      if (!(anchor instanceof HTMLElement)) return false
      const { m, f } = words.current
      const text = explainMark(anchor, m, f)
      if (text === undefined) return false
      show({ anchor, texts: [text], pinned })
      return true
    }
    const inTip = (node: EventTarget | null) => node instanceof Node && document.getElementById(TIP_ID)?.contains(node) === true

    // Where the pointer goes next decides: onto another mark, its tip opens; onto the mark or its
    // tip, the tip stays; anywhere else, a tip opened by hover closes.
    const onPointerOver = (event: PointerEvent) => {
      if (event.pointerType === 'touch' || current?.pinned) return
      const mark = markOf(event.target)
      if (mark && mark === current?.anchor) return
      if (mark && open(mark, false)) return
      if (current && !current.anchor.matches('[data-row]') && !inTip(event.target)) show(undefined)
    }
    const onPointerDown = (event: PointerEvent) => {
      keyboard = false
      if (current && !inTip(event.target) && !current.anchor.contains(event.target as Node)) show(undefined)
    }
    const onClick = (event: MouseEvent) => {
      const mark = markOf(event.target)
      if (!mark) return
      // A mark that is a button (the twin mark) does what it does; its tip shows on hover and focus.
      if (mark.matches('button')) {
        show(undefined)
        return
      }
      if (current?.pinned && current.anchor === mark) show(undefined)
      else open(mark, true)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      keyboard = true
      if (event.key !== 'Escape' || !current) return
      const mine = current.anchor.isConnected && current.anchor.closest('dialog') === (event.target as Element).closest?.('dialog')
      show(undefined)
      // Escape closes the tip first, not the dialog or anything else under it; a tip left behind
      // a dialog just goes, and the Escape is the dialog's.
      if (!mine) return
      event.preventDefault()
      event.stopPropagation()
    }
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target
      if (!(target instanceof HTMLElement)) return
      // Focus going elsewhere (a button of the row, a dialog) takes the tip away.
      if (current && !current.anchor.contains(target) && !inTip(target)) show(undefined)
      // A mark that takes focus (the twin mark's button) is explained when reached by keyboard.
      if (keyboard && target.matches(MARKS)) {
        open(target, false)
        return
      }
      if (!keyboard || !target.matches('[data-row]')) return
      const { m, f } = words.current
      const texts = explainRow(target, m, f)
      show(texts.length ? { anchor: target, texts, pinned: false } : undefined)
    }
    const onFocusOut = (event: FocusEvent) => {
      if (current?.anchor === event.target && current.anchor.matches('[data-row]')) show(undefined)
    }
    // A scroll (a row focused by key scrolls into view) moves the anchor: the tip follows it.
    const onScroll = () => {
      if (current) place.current()
    }
    const listeners = [
      ['pointerover', onPointerOver],
      ['pointerdown', onPointerDown],
      ['click', onClick],
      ['keydown', onKeyDown],
      ['focusin', onFocusIn],
      ['focusout', onFocusOut],
      ['scroll', onScroll],
    ] as const
    for (const [type, listener] of listeners) window.addEventListener(type, listener as EventListener, true)
    return () => {
      for (const [type, listener] of listeners) window.removeEventListener(type, listener as EventListener, true)
    }
  }, [])

  // The anchor points to the tip while it shows: a focused row is described by it.
  useEffect(() => {
    if (!tip) return
    const { anchor } = tip
    const before = anchor.getAttribute('aria-describedby')
    anchor.setAttribute('aria-describedby', before ? `${before} ${TIP_ID}` : TIP_ID)
    return () => {
      if (before === null) anchor.removeAttribute('aria-describedby')
      else anchor.setAttribute('aria-describedby', before)
    }
  }, [tip])

  // Below the anchor, or above it when it does not fit below; inside the viewport sideways.
  useLayoutEffect(() => {
    place.current = () => {
      const element = ref.current
      if (!tip || !element) return
      const anchor = tip.anchor.getBoundingClientRect()
      const own = element.getBoundingClientRect()
      const gap = 6
      const below = anchor.bottom + gap
      const above = anchor.top - gap - own.height
      element.style.top = `${below + own.height <= window.innerHeight || above < 0 ? below : above}px`
      element.style.left = `${Math.max(gap, Math.min(anchor.left, window.innerWidth - own.width - gap))}px`
    }
    place.current()
  }, [tip])

  if (!tip || !tip.anchor.isConnected) return null
  // Inside a modal dialog the rest of the page is inert: the tip goes into the dialog; otherwise
  // into the main landmark, so it is inside one.
  return createPortal(
    <div ref={ref} id={TIP_ID} role="tooltip" className="mark-tip">
      {tip.texts.length === 1 ? (
        <p>{tip.texts[0]}</p>
      ) : (
        <ul>
          {tip.texts.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
    </div>,
    tip.anchor.closest('dialog, main') ?? document.body,
  )
}
