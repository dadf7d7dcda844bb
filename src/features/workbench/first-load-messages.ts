/**
 * The few workbench texts the first load needs: the shortcuts hint. A failed lazy load speaks
 * through the shared PartLoadFailed.
 */
export const en = {
  shortcutsHint: '? — keyboard shortcuts',
}

export const ru: typeof en = {
  shortcutsHint: '? — сочетания клавиш',
}
