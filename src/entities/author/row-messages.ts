/**
 * The words of a row's workbench room that the first load needs: the Checks and Actions headers
 * and the rows' actions (their room is held before the workbench arrives, with these labels).
 */
export const en = {
  checksHeader: 'Checks',
  actionsHeader: 'Actions',
  details: 'Details',
  copyUid: 'Copy UID',
}

export const ru: typeof en = {
  checksHeader: 'Проверки',
  actionsHeader: 'Действия',
  details: 'Подробности',
  copyUid: 'Копировать UID',
}
