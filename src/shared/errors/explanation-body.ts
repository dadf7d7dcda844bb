import { useMessages } from '../i18n/language-provider'
import type { Explanation } from './error-explainer'
import { en, ru } from './fallback-body-messages'

/** What an explanation says beyond its title: its own body, or the general sentence when the explanations could not be loaded. */
export function useExplanationBody(explanation: Explanation | undefined): string | undefined {
  const m = useMessages({ en, ru })
  if (explanation === undefined) return undefined
  return explanation.fallback ? m.body : explanation.body
}
