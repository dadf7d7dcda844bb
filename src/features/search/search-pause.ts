/**
 * How long typing pauses before a search is sent: long enough for one request per pause in
 * typing, short enough to feel live. (A module of its own, free of styles, so the benchmark and
 * the browser tests read it in Node.)
 */
export const SEARCH_DEBOUNCE_MS = 300
