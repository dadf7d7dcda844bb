import { useLayoutEffect, type RefObject } from 'react'
import { isTypingTarget, shortcutKey } from '../../shared/lib/shortcut-key'

/**
 * "/" jumps to the last-name search from anywhere that is not itself a text field: the key, on any
 * layout (a Russian keyboard's "." key), and "/" typed however the layout types it.
 */
export function useSlashToSearch(input: RefObject<HTMLInputElement | null>) {
  // Listening from the commit that draws the box, not from a passive effect after the paint: the
  // first screen comes whole with its rows, and a key pressed as soon as it shows must not be lost.
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || shortcutKey(event) !== '/') return
      if (isTypingTarget(event.target)) return
      // No search box on the page (not rendered yet, or gone): "/" keeps its own meaning.
      const box = input.current
      if (!box) return
      event.preventDefault()
      box.focus()
      box.select()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [input])
}
