/**
 * What a part loaded on first use says when it could not be loaded. Part of the first load: the
 * words must not wait for a chunk, since a chunk is what failed.
 */
export const en = {
  partFailed:
    'This part of the page could not be loaded. The app may have been updated since the page was opened, or the connection dropped.',
  reload: 'Reload the page',
  retry: 'Try again',
  retrying: 'Trying again…',
}

export const ru: typeof en = {
  partFailed:
    'Эту часть страницы не удалось загрузить. Возможно, приложение обновилось, пока страница была открыта, или прервалось соединение.',
  reload: 'Перезагрузить страницу',
  retry: 'Попробовать ещё раз',
  retrying: 'Пробуем ещё раз…',
}
