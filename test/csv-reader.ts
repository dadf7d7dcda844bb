/**
 * An RFC 4180 reader written from the RFC, for the tests' side of the CSV export: quoted fields,
 * doubled quotes, CRLF between records (and after the last). Not the app's code: the writer is
 * checked against an independent reader.
 */
export function readCsvRows(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"' && field === '') quoted = true
    else if (char === ',') {
      row.push(field)
      field = ''
    } else if (char === '\r' && text[i + 1] === '\n') {
      rows.push([...row, field])
      row = []
      field = ''
      i++
    } else field += char
  }
  if (field !== '' || row.length > 0) throw new Error(`the last record does not end with CRLF: ${JSON.stringify(text.slice(-20))}`)
  return rows
}

/** Records keyed by the header row, with the formula-neutralising apostrophe taken off again. */
export function readCsvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = readCsvRows(text)
  return rows.map((row) => Object.fromEntries(header!.map((name, index) => [name, row[index]!.replace(/^'(?=[=+\-@\t\r])/, '')])))
}
