/** auto follows the OS (prefers-color-scheme, through CSS light-dark()); light and dark override it. */
export type Theme = 'auto' | 'light' | 'dark'

export const THEMES: readonly Theme[] = ['auto', 'light', 'dark']

export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  if (theme === 'auto') delete root.dataset.theme
  else root.dataset.theme = theme
}
