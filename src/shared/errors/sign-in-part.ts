import { lazyPart } from '../lib/lazy-part'

/**
 * The Sign in link and its words (sign-in.tsx), a chunk of its own: only a signed-out answer needs
 * them, so the first load does not carry them. A panel that shows them waits for them.
 */
export const signInPart = lazyPart(() => import('./sign-in'))
