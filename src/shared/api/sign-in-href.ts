/** The `{next}` of a sign-in address: where the sign-in page sends the person back to. */
export const NEXT_PLACEHOLDER = '{next}'

/**
 * The sign-in address for this moment: `{next}` (every one) replaced by the app's current
 * address, URL-encoded, so the sign-in page sends the person back to the same page, search and
 * place. The template was checked at start-up (runtime-config.ts); it is resolved against the app.
 */
export function signInHref(template: string, here: string = globalThis.location.href): string {
  return new URL(template.replaceAll(NEXT_PLACEHOLDER, encodeURIComponent(here)), here).href
}
