import { useEffect } from 'react'
import { isTypingTarget, shortcutKey } from '../../shared/lib/shortcut-key'

/**
 * "?" asks for the shortcuts from anywhere that is not a text field or a dialog (the key, on any
 * layout); `onAsk` gets what had focus, if anything did. `onAsk` should stay the same.
 */
export function useShortcutsKey(onAsk: (opener: HTMLElement | null) => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || shortcutKey(event) !== '?') return
      const target = event.target as HTMLElement | null
      if (isTypingTarget(target) || target?.closest('dialog')) return
      event.preventDefault()
      onAsk(target instanceof HTMLElement && target !== document.body ? target : null)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [onAsk])
}
