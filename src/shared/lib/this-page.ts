/**
 * The page, to reload: an object, so a test can see a reload asked for (jsdom cannot reload).
 * React-free, for the app's first module (which says when the app's own chunk failed) and the
 * app's views alike.
 */
export const thisPage = { reload: () => window.location.reload() }
