import { useEffect, type RefObject } from 'react'

/** "/" jumps to the last-name search from anywhere that is not itself a text field. */
export function useSlashToSearch(input: RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return
      const target = event.target
      if (target instanceof Element && target.closest('input, textarea, select, [contenteditable="true"]')) return
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
