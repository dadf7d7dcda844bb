// What a long page shows first, before its rows are measured (and before the windowing, a chunk of
// its own, has arrived): the table's first load needs these numbers, not the range maths; the
// first module's early screen reads where windowing starts, and leaves those pages to the table.

/** Rendered before anything has been measured (about two screens). */
export const FIRST_WINDOW_ROWS = 60
/** A single-line row, until the page's first rows are measured. */
export const DEFAULT_ROW_PX = 31

/**
 * Pages longer than the pager's largest size (200; longer ones come only from a URL, up to the
 * API's 1,000) render just the rows near the viewport. Measured on two cores: 1,000 full rows
 * took 100–200 ms to lay out and paint, and scrolling them gave long tasks.
 */
export const WINDOW_ABOVE_ROWS = 200
