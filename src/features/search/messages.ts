/** The search form's words. */
export const en = {
  search: {
    label: 'Search authors',
    lastName: 'Last name',
    firstName: 'First name',
    clear: (field: string) => `Clear ${field.toLowerCase()}`,
    hintBefore: 'Press',
    hintAfter: 'to search by last name',
  },
}

export const ru: typeof en = {
  search: {
    label: 'Поиск авторов',
    lastName: 'Фамилия',
    firstName: 'Имя',
    clear: (field) => `Очистить поле «${field}»`,
    hintBefore: 'Нажмите',
    hintAfter: 'для поиска по фамилии',
  },
}
