/** The words of a record's checked mark, wherever it is shown (the review, Details, the list's rows). */
export const en = {
  checked: 'Checked',
  note: 'Note',
  checkedNow: 'Marked checked.',
  uncheckedNow: 'Check mark removed.',
  checkedMark: (note: string) => (note === '' ? 'Checked' : `Checked: ${note}`),
}

export const ru: typeof en = {
  checked: 'Проверено',
  note: 'Заметка',
  checkedNow: 'Отмечено как проверенное.',
  uncheckedNow: 'Отметка о проверке снята.',
  checkedMark: (note) => (note === '' ? 'Проверено' : `Проверено: ${note}`),
}
