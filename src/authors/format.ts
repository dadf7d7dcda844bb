const formatters = new Map<string | undefined, Intl.NumberFormat>()

/** Numbers in the person's locale ("1 234" in ru, "1,234" in en); undefined = the browser's. */
export function formatCount(value: number, locale?: string): string {
  // Building a formatter costs about a millisecond; a page change formats several numbers.
  let formatter = formatters.get(locale)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale)
    formatters.set(locale, formatter)
  }
  return formatter.format(value)
}

/** "51–100 of 960": the rows on screen, with an en dash, in the person's locale. */
export function formatRange(offset: number, shown: number, count: number, locale?: string): string {
  if (shown === 0) return `0 of ${formatCount(count, locale)}`
  const first = formatCount(offset + 1, locale)
  const last = formatCount(offset + shown, locale)
  return `${first}–${last} of ${formatCount(count, locale)}`
}
