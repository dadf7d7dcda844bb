import * as words from '../../shared/lib/load-failed-messages'
import type { Lang } from '../../shared/i18n/lang'
import { h } from './dom'
import { handOverEarlyScreen } from './early-screen'
import { thisPage } from '../../shared/lib/this-page'

/**
 * The app's own chunk could not be loaded (the connection dropped, or a deployment removed it):
 * said at the top of the page in the person's language, with Reload the page, the words the app
 * says for any part that could not be loaded. An early screen stays readable and stops holding
 * what the person does (its page links then work as plain links).
 */
export function showAppFailed(lang: Lang): void {
  const root = document.getElementById('root')
  if (!root) return
  handOverEarlyScreen()?.release()
  const m = words[lang]
  const reload = h('button', { type: 'button' }, m.reload)
  reload.addEventListener('click', () => thisPage.reload())
  root.prepend(h('div', { class: 'notice', role: 'alert' }, h('p', null, m.partFailed), reload))
}
