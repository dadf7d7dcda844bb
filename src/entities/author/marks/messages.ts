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
  legendNull: 'no value (null)',
  legendEmpty: 'empty text',
}

export const ru: typeof en = {
  null: 'null',
  empty: 'пусто',
  stray: {
    latin: (run) => `латинск${run.length > 1 ? 'ие' : 'ая'} ${run}`,
    cyrillic: (run) => `кириллическ${run.length > 1 ? 'ие' : 'ая'} ${run}`,
  },
  legendLabel: 'Пометки в именах',
  legendSpace: 'незаметный пробел (в начале, в конце или двойной)',
  legendTab: 'табуляция',
  legendNbsp: 'неразрывный пробел',
  legendNull: 'нет значения (null)',
  legendEmpty: 'пустая строка',
}
