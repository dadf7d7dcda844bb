/** The start-up screen's words: they load with it (startup-error.tsx), only when the app cannot start. */

export const en = {
  /** When even the words for why config.json was refused cannot be loaded. */
  configRefused: 'config.json has a setting the app cannot use.',
  startFailed: 'The app could not start:',
  checkConfig: 'Check config.json beside the app, then reload.',
}

export const ru: typeof en = {
  configRefused: 'в config.json есть настройка, с которой приложение не может работать.',
  startFailed: 'Приложение не смогло запуститься:',
  checkConfig: 'Проверьте config.json рядом с приложением и перезагрузите страницу.',
}
