/**
 * The few workbench texts the first load needs: column headers, the rows' actions (their room is
 * held before the workbench arrives) and the shortcuts hint. A failed lazy load speaks through
 * the shared PartLoadFailed.
 */
export const en = {
  checksHeader: 'Checks',
  actionsHeader: 'Actions',
  details: 'Details',
  copyUid: 'Copy UID',
  shortcutsHint: 'Press ? for keyboard shortcuts',
}

export const ru: typeof en = {
  checksHeader: 'Проверки',
  actionsHeader: 'Действия',
  details: 'Подробности',
  copyUid: 'Копировать UID',
  shortcutsHint: 'Нажмите ? — сочетания клавиш',
}
