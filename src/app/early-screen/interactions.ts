/** What the person did on the early screen, handed to the app's first commit, which draws the same elements. */
export interface EarlyInteractions {
  /** Stops listening and does it again on the app's elements, drawn in the same root (from the app's first layout effect). Once. */
  restore: () => void
  /** Stops holding what the person does, when no app will take it over (its chunk could not be loaded). */
  release: () => void
}

/** The most clicks or submits kept: a person does not make more in the early screen's moment. */
const MOST_ACTIONS = 8

type Path = readonly number[]

/** An element's place under `root`, as child indices: the app's first commit draws the same tree. */
function pathOf(root: HTMLElement, node: Element): Path | undefined {
  const path: number[] = []
  for (let at: Element | null = node; at !== root; at = at.parentElement) {
    if (!at?.parentElement) return undefined
    path.unshift(Array.prototype.indexOf.call(at.parentElement.children, at))
  }
  return path
}

function at(root: HTMLElement, path: Path): Element | undefined {
  let node: Element | undefined = root
  for (const index of path) node = node?.children[index]
  return node
}

const isField = (node: unknown): node is HTMLInputElement | HTMLSelectElement =>
  node instanceof HTMLInputElement || node instanceof HTMLSelectElement

/** Sets a field's value as typing would, so the app's own handlers see it (React reads the value property's setter). */
function enter(field: HTMLInputElement | HTMLSelectElement, value: string): void {
  if (field.value === value) return
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set
  setter?.call(field, value)
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }))
}

/**
 * Follows what the person does on the early screen under `root` until the app takes it over:
 * the focused control (and its selection), what was typed or chosen, and the clicks and submits,
 * which are held (a link is not followed, a form not sent) to be made on the app's own controls.
 */
export function holdInteractions(root: HTMLElement): EarlyInteractions {
  let focus: { path: Path; start: number | null; end: number | null } | undefined
  const values = new Map<string, { path: Path; value: string }>()
  const actions: Array<{ path: Path; submit: boolean }> = []
  let restored = false
  const note = (event: Event) => {
    const target = event.target
    if (!(target instanceof Element)) return
    const path = pathOf(root, target)
    if (!path) return
    if (isField(target) && event.type !== 'focusin') values.set(path.join(), { path, value: target.value })
    if (document.activeElement === target) {
      const text = target instanceof HTMLInputElement && target.type === 'search' ? target : undefined
      focus = { path, start: text?.selectionStart ?? null, end: text?.selectionEnd ?? null }
    }
  }
  const onFocusOut = (event: FocusEvent) => {
    const target = event.target
    if (!(target instanceof Element) || root.contains(event.relatedTarget as Node | null)) return
    // A control removed by the app's commit loses focus too: that is the one to give it back to.
    // Chromium sends focusout while the control is being removed, still connected, so whether the
    // person left it or the commit removed it is known only once the removal is done: the commit's
    // own layout effect (restore) runs before this microtask.
    queueMicrotask(() => {
      if (!restored && target.isConnected) focus = undefined
    })
  }
  const hold = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null
    const control = event.type === 'submit' ? target : target?.closest('button, a[href], summary')
    if (!control || !root.contains(control)) return
    event.preventDefault()
    if (control.matches('[disabled], [aria-disabled="true"]')) return
    const path = pathOf(root, control)
    if (path && actions.length < MOST_ACTIONS) actions.push({ path, submit: event.type === 'submit' })
  }
  const listeners: Array<[string, (event: never) => void]> = [
    ['focusin', note],
    ['input', note],
    ['change', note],
    ['keyup', note],
    ['pointerup', note],
    ['focusout', onFocusOut],
    ['click', hold],
    ['submit', hold],
  ]
  for (const [type, listener] of listeners) root.addEventListener(type, listener as EventListener, true)
  const release = () => {
    restored = true
    root.removeAttribute('aria-busy')
    for (const [type, listener] of listeners) root.removeEventListener(type, listener as EventListener, true)
  }
  return {
    release,
    restore: () => {
      if (restored) return
      release()
      for (const { path, value } of values.values()) {
        const field = at(root, path)
        if (isField(field)) enter(field, value)
      }
      const kept = focus
      const focused = kept && at(root, kept.path)
      const typed = kept && values.get(kept.path.join())?.value
      // The caret where it was, if the field still has the focus and what was typed (as the person left it).
      const caret = () => {
        if (!(focused instanceof HTMLInputElement) || kept?.start == null || document.activeElement !== focused) return
        if (typed === undefined || focused.value === typed) focused.setSelectionRange(kept.start, kept.end)
      }
      if (focused instanceof HTMLElement) {
        focused.focus({ preventScroll: true })
        caret()
        // The app writes a typed value back on its next render (a controlled field), which puts the
        // caret at its end: once more after that render.
        setTimeout(caret)
      }
      if (actions.length === 0) return
      // After this commit, as the person's own would come: each on the app's control in the same place.
      setTimeout(() => {
        for (const { path, submit } of actions) {
          const control = at(root, path)
          if (submit && control instanceof HTMLFormElement) control.requestSubmit()
          else if (!submit && control instanceof HTMLElement) control.click()
        }
      })
    },
  }
}
