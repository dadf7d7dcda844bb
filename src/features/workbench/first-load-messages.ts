/** The few workbench texts the first load needs: the shortcuts hint and a failed lazy load. */
export const en = {
  shortcutsHint: 'Press ? for keyboard shortcuts',
  loadFailed: 'Part of the workbench could not be loaded. Check the connection and try again.',
  retry: 'Try again',
}

export const ru: typeof en = {
  shortcutsHint: 'Нажмите ? — сочетания клавиш',
  loadFailed: 'Часть рабочего места не загрузилась. Проверьте соединение и попробуйте ещё раз.',
  retry: 'Попробовать ещё раз',
}
