/**
 * The views of a failure, one chunk loaded on first need (and just after the first rows are
 * painted, with the error explanations, so it is here before any error is): the error panel, the
 * notice of rows possibly out of date, and the notice of an automatic retry.
 */
export { ErrorPanel } from './list-states'
export { RetryNotice } from './retry-notice'
export { StaleRowsNotice } from './stale-rows-notice'
