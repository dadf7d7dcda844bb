/**
 * The one reader of paging numbers, for the address bar and for the API's next/previous links
 * alike: the last of repeated keys wins (as in DRF's QueryDict), and only a whole number written
 * in digits counts. A number too large to hold exactly is returned as Infinity, so each caller
 * decides what "absurdly far" means for it instead of getting a silently rounded value.
 */
export function lastWholeNumber(params: URLSearchParams, key: string): number | undefined {
  const value = params.getAll(key).at(-1) ?? ''
  if (!/^\s*\+?\d+\s*$/.test(value)) return undefined
  const number = Number(value)
  return Number.isSafeInteger(number) ? number : Infinity
}
