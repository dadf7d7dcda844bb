export const en = {
  note: 'Listed in the service’s own order, not alphabetically. A search finds names that contain the text anywhere, ignoring case.',
}

export const ru: typeof en = {
  note: 'Порядок — как у сервиса, не по алфавиту. Поиск находит имена, в которых текст встречается где угодно, без учёта регистра.',
}
