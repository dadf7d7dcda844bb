// What a long page shows first, before its rows are measured (and before the windowing, a chunk of
// its own, has arrived): the table's first load needs these two numbers, not the range maths.

/** Rendered before anything has been measured (about two screens). */
export const FIRST_WINDOW_ROWS = 60
/** A single-line row, until the page's first rows are measured. */
export const DEFAULT_ROW_PX = 31
