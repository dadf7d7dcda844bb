import { useLang, useMessages, useSetLang } from '../shared/i18n/language-provider'
import { isLang, LANGS, type Lang } from '../shared/i18n/lang'
import { en, ru } from './messages'

/** Each language by its own name, so a person who cannot read the current one still finds theirs. */
const NAMES: Record<Lang, string> = { en: 'English', ru: 'Русский' }

/** The header's "Language" / "Язык" control; the choice is remembered with the preferences. */
export function LanguageSelect() {
  const m = useMessages({ en, ru })
  const lang = useLang()
  const setLang = useSetLang()
  return (
    <label className="header-control">
      <span className="header-label">{m.language}</span>
      <select
        value={lang}
        onChange={(event) => {
          if (isLang(event.target.value)) setLang(event.target.value)
        }}
      >
        {LANGS.map((option) => (
          <option key={option} value={option} lang={option} translate="no">
            {NAMES[option]}
          </option>
        ))}
      </select>
    </label>
  )
}
