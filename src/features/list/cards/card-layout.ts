/**
 * Below this width the list is a column of cards instead of a table: five columns (one of them a
 * whole UUID wide) do not fit, and a table cut off after two and a half columns, scrolled sideways,
 * fails WCAG 2.2 reflow. In em, so it follows the person's default font size; zoom narrows the
 * viewport in CSS pixels, so 400 % zoom on a desktop gets cards too. (Apart from the cards, which
 * load when first shown, so the first-load budget holds.)
 */
export const CARD_LAYOUT_QUERY = '(max-width: 55.99em)'
