/** The button's words: they come with the button, after the first rows; the review's own load on first use. */
export const en = {
  reviewAll: 'Review all matches',
  loading: 'Loading the review…',
}

export const ru: typeof en = {
  reviewAll: 'Проверить все совпадения',
  loading: 'Загружаем проверку…',
}
