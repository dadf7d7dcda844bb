/**
 * The start-up screen's chunk, loaded only when the app cannot start: the screen and the words for
 * a config.json the app cannot use (config-check.ts).
 */
export { wordedStartupError } from './config-check'
export { StartupError } from './startup-error'
