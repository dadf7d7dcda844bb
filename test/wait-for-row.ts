import { waitFor } from '@testing-library/react'

/** The list's first row (a table row or a card) once it is a real row, not a loading one. */
export async function waitForRow(list: HTMLElement, index = 0): Promise<HTMLElement> {
  let row: HTMLElement | null = null
  await waitFor(() => {
    row = list.querySelector<HTMLElement>(`[data-row="${index}"]`)
    if (!row) throw new Error(`no row ${index} yet`)
  })
  return row!
}
