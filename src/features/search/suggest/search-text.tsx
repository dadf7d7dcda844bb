import type { NameSearch } from './suggestions'

/** The names as they would be searched, each marked with its language for screen readers. */
export function SearchText({ search }: { search: NameSearch }) {
  const names = [search.lastName, search.firstName].filter((name) => name !== '')
  return (
    <>
      {names.map((name, index) => (
        <span key={index} lang={/[а-яё]/i.test(name) ? 'ru' : undefined}>
          {index > 0 ? ', ' : ''}
          {name}
        </span>
      ))}
    </>
  )
}
