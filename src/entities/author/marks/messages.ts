export const en = {
  null: 'null',
  empty: 'empty',
  /** A run of letters of the other script, as assistive technology names it after the letters. */
  stray: {
    latin: (run: string) => `Latin ${run}`,
    cyrillic: (run: string) => `Cyrillic ${run}`,
  },
  legendLabel: 'Marks in names',
  legendSpace: 'a space that would not show (leading, trailing or doubled)',
  legendTab: 'tab',
  legendNbsp: 'non-breaking space',
  legendScript: 'letter of the other script (Latin among Cyrillic or the reverse)',
  legendNull: 'no value (null)',
  legendEmpty: 'empty text',
}

export const ru: typeof en = {
  null: 'null',
  empty: 'пусто',
  stray: {
    latin: (run) => `${[...run].length > 1 ? 'латинские' : 'латинская'} ${run}`,
    cyrillic: (run) => `${[...run].length > 1 ? 'кириллические' : 'кириллическая'} ${run}`,
  },
  legendLabel: 'Пометки в именах',
  legendSpace: 'незаметный пробел (в начале, в конце или двойной)',
  legendTab: 'табуляция',
  legendNbsp: 'неразрывный пробел',
  legendScript: 'буква другого алфавита (латиница среди кириллицы или наоборот)',
  legendNull: 'нет значения (null)',
  legendEmpty: 'пустая строка',
}
