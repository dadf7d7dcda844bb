/**
 * The views of a failure or a fault in the data, one chunk loaded on first need (and just after
 * the first rows are painted, with the error explanations, so it is here before any error is):
 * the error panel, the notice of rows possibly out of date, the notice of an automatic retry, and
 * the notice of uids a page repeats.
 */
export { ErrorPanel } from './list-states'
export { RepeatedUidsNotice } from './repeated-uids-notice'
export { RetryNotice } from './retry-notice'
export { StaleRowsNotice } from './stale-rows-notice'
