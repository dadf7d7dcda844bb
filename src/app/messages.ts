/** The app shell's words: its title, the demo badge, the header's controls. */

export const en = {
  title: 'Non-active authors',
  documentTitle: 'Non-active authors · Author Directory',
  demoBadge: 'Demo data',
  demoBadgeTitle: 'The app is running on its built-in demo API, not the real service',
  language: 'Language',
  /** The Settings menu's button, whose room is held before the menu's chunk arrives. */
  settingsMenu: 'Settings',
}

export const ru: typeof en = {
  title: 'Неактивные авторы',
  documentTitle: 'Неактивные авторы · Справочник авторов',
  demoBadge: 'Демо-данные',
  demoBadgeTitle: 'Приложение работает на встроенном демо-API, а не на настоящем сервисе',
  language: 'Язык',
  settingsMenu: 'Параметры',
}
