import type { Author } from '../../../shared/api/contract'

/** The five fields' labels on a card (the table's column headers say the same). */
export const en = {
  fields: {
    public_name: 'Public name',
    last_name: 'Last name',
    first_name: 'First name',
    parent_name: 'Patronymic',
    uid: 'UID',
  } as Record<keyof Author, string>,
}

export const ru: typeof en = {
  fields: {
    public_name: 'Публичное имя',
    last_name: 'Фамилия',
    first_name: 'Имя',
    parent_name: 'Отчество',
    uid: 'UID',
  },
}
