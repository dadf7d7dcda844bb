/**
 * OWASP's rule against formula injection ("CSV injection"): a spreadsheet treats a cell that
 * starts with = + - @, a tab or a carriage return as a formula, so such a value is written with a
 * single quote in front, which makes the spreadsheet show it as text. The rest of the value is
 * left exactly as the API sent it. For every text the app hands to a spreadsheet: the files, and
 * the copies a person pastes into one.
 */
const FORMULA_START = /^[=+\-@\t\r]/

export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value
}
