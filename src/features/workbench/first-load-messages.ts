/**
 * The few workbench texts the first load needs: column headers, the rows' actions (their room is
 * held before the workbench arrives), the shortcuts hint and a failed lazy load.
 */
export const en = {
  checksHeader: 'Checks',
  actionsHeader: 'Actions',
  details: 'Details',
  copyUid: 'Copy UID',
  shortcutsHint: 'Press ? for keyboard shortcuts',
  loadFailed: 'Part of the workbench could not be loaded. Check the connection and try again.',
  retry: 'Try again',
}

export const ru: typeof en = {
  checksHeader: 'Проверки',
  actionsHeader: 'Действия',
  details: 'Подробности',
  copyUid: 'Копировать UID',
  shortcutsHint: 'Нажмите ? — сочетания клавиш',
  loadFailed: 'Часть рабочего места не загрузилась. Проверьте соединение и попробуйте ещё раз.',
  retry: 'Попробовать ещё раз',
}
