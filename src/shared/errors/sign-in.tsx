import type { MouseEvent } from 'react'
import { signInHref } from '../api/sign-in-href'
import { useMessages } from '../i18n/language-provider'
import { useLocationSearch } from '../lib/location'
import { ReloadPageButton } from '../lib/part-load-failed'
import { en, ru } from './sign-in-messages'
import { signInUrl } from './sign-in-url'

/** Whether a sign-in address is configured (a "Sign in" link can be offered). */
export function useSignInOffered(): boolean {
  return signInUrl() !== undefined
}

/**
 * The way back in for a signed-out person: a "Sign in" link whose `{next}` is the app's address
 * as it is now (kept current as the place changes, and filled in again as it is followed), or,
 * with no sign-in address configured, words saying to sign in and reload.
 *
 * `whileReading`: a long read (the export, the review) is stopped midway and keeps what it read,
 * so the sign-in page opens in a new tab and this one waits for Resume.
 */
export function SignIn({ whileReading = false }: { whileReading?: boolean }) {
  return (
    <>
      <SignInNote whileReading={whileReading} />
      <SignInLink newTab={whileReading} />
    </>
  )
}

/** What to do, in words: where the link opens (while reading), or how to sign in without one. */
export function SignInNote({ whileReading = false }: { whileReading?: boolean }) {
  const configured = signInUrl() !== undefined
  const m = useMessages({ en, ru })
  if (configured) return whileReading ? <p>{m.signInNewTab}</p> : null
  return whileReading ? (
    <p>{m.signInElsewhereResume}</p>
  ) : (
    <>
      <p>{m.signInElsewhere}</p>
      <ReloadPageButton />
    </>
  )
}

/** The "Sign in" link, or nothing when no sign-in address is configured. */
export function SignInLink({ newTab = false }: { newTab?: boolean }) {
  const template = signInUrl()
  const m = useMessages({ en, ru })
  // Rendered again whenever the place (the query string) changes, so the link names it.
  useLocationSearch()
  if (template === undefined) return null
  // The address may have moved since the render (the record in the URL, a hash): filled in as used.
  const refresh = (event: MouseEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = signInHref(template)
  }
  return (
    <a
      className="sign-in-link"
      href={signInHref(template)}
      onClick={refresh}
      onAuxClick={refresh}
      onContextMenu={refresh}
      {...(newTab && { target: '_blank', rel: 'noopener' })}
    >
      {m.signIn}
    </a>
  )
}
