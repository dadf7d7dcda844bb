/** The few workbench texts the first load needs: column headers and a failed lazy load. */
export const en = {
  checksHeader: 'Checks',
  actionsHeader: 'Actions',
  loadFailed: 'Part of the workbench could not be loaded. Check the connection and try again.',
  retry: 'Try again',
}

export const ru: typeof en = {
  checksHeader: 'Проверки',
  actionsHeader: 'Действия',
  loadFailed: 'Часть рабочего места не загрузилась. Проверьте соединение и попробуйте ещё раз.',
  retry: 'Попробовать ещё раз',
}
