/** The preferences' words: the header's menu and its panel. */

export const en = {
  menu: 'Settings',
  theme: 'Theme',
  themes: { auto: 'Auto (as the system)', light: 'Light', dark: 'Dark' },
  density: 'Density',
  densities: { comfortable: 'Comfortable', compact: 'Compact' },
  columns: 'Columns',
  columnsHint: 'At least one name column stays shown.',
  reset: 'Reset preferences',
  resetDone: 'Preferences reset to the defaults.',
  remembered: 'Remembered in this browser.',
}

export const ru: typeof en = {
  menu: 'Параметры',
  theme: 'Тема',
  themes: { auto: 'Авто (как в системе)', light: 'Светлая', dark: 'Тёмная' },
  density: 'Плотность',
  densities: { comfortable: 'Обычная', compact: 'Компактная' },
  columns: 'Столбцы',
  columnsHint: 'Хотя бы один столбец с именем остаётся на экране.',
  reset: 'Сбросить настройки',
  resetDone: 'Настройки сброшены.',
  remembered: 'Запоминаются в этом браузере.',
}
