import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PREFERENCES_KEY, PREFERENCES_VERSION } from '../../../../src/app/preferences/preferences'
import { findRange, fmt, renderApp, total } from '../../../render-app'
import { readXlsx } from '../../../xlsx-reader'

let downloads: Array<{ name: string; blob: Blob }>

beforeEach(() => {
  downloads = []
  const blobs = new Map<string, Blob>()
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`
    blobs.set(url, blob as Blob)
    return url
  })
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, blob: blobs.get(this.href)! })
  })
})
afterEach(() => {
  vi.restoreAllMocks()
  window.localStorage.clear()
})

describe('the export popover', () => {
  it('opens from Export with focus inside, closes on Escape with focus back on Export', async () => {
    const { user } = renderApp({ url: '/?limit=10' })
    await findRange(`1–10 of ${fmt(total())}`)
    const toggle = await screen.findByRole('button', { name: 'Export' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    const popover = await screen.findByRole('region', { name: 'Export authors' })
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(toggle).toHaveAttribute('aria-controls', popover.id)
    await waitFor(() => expect(within(popover).getByRole('button', { name: 'Current page as Excel (XLSX)' })).toHaveFocus())
    // The formats, each named with its scope, Excel first.
    expect(
      within(popover)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Current page as Excel (XLSX)',
      'Current page as CSV',
      'Current page as JSON',
      'All matches as Excel (XLSX)',
      'All matches as CSV',
      'All matches as JSON',
    ])
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('region', { name: 'Export authors' })).toBeNull()
    expect(toggle).toHaveFocus()
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  it('is non-modal: a click elsewhere closes it and the click lands; Tab out of it closes it', async () => {
    const { user } = renderApp({ url: '/?limit=10' })
    await findRange(`1–10 of ${fmt(total())}`)
    const toggle = await screen.findByRole('button', { name: 'Export' })
    await user.click(toggle)
    await screen.findByRole('region', { name: 'Export authors' })
    const search = screen.getByRole('searchbox', { name: 'Last name' })
    await user.click(search)
    expect(screen.queryByRole('region', { name: 'Export authors' })).toBeNull()
    expect(search).toHaveFocus()

    await user.click(toggle)
    const popover = await screen.findByRole('region', { name: 'Export authors' })
    const last = within(popover).getByRole('button', { name: 'All matches as JSON' })
    last.focus()
    await user.tab()
    expect(screen.queryByRole('region', { name: 'Export authors' })).toBeNull()
  })

  it('saves the page as Excel with the headers and columns on screen, then says so in one line with Details', async () => {
    // Russian, with the public name and UID columns hidden.
    window.localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ version: PREFERENCES_VERSION, hiddenColumns: ['public_name', 'uid'] }))
    const { user } = renderApp({ url: '/?limit=10', lang: 'ru' })
    const toggle = await screen.findByRole('button', { name: 'Экспорт' })
    const headers = within(await screen.findByRole('table', { name: 'Неактивные авторы' }))
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    await user.click(toggle)
    const popover = await screen.findByRole('region', { name: 'Экспорт авторов' })
    await user.click(within(popover).getByRole('button', { name: 'Текущая страница в Excel (XLSX)' }))
    await waitFor(() => expect(downloads).toHaveLength(1))
    // The file is named in the UI's language.
    expect(downloads[0]!.name).toMatch(/^неактивные-авторы_страница-1_10-авторов_\d{4}-\d\d-\d\d\.xlsx$/)
    const sheet = readXlsx(new Uint8Array(await downloads[0]!.blob.arrayBuffer()))
    // The UID though hidden on screen (a row must say which record it is), then the Checks.
    expect(sheet.rows[0]).toEqual(['Фамилия', 'Имя', 'Отчество', 'UID', 'Проверки'])
    // The sheet's headers are the table's, in its order (the table then has its own columns).
    expect(headers.slice(0, 3)).toEqual(sheet.rows[0]!.slice(0, 3))
    expect(sheet.autoFilter).toBe('A1:E11')
    expect(sheet.rows).toHaveLength(11)

    // The popover closed, focus went back to Export, and the status is one short line.
    expect(screen.queryByRole('region', { name: 'Экспорт авторов' })).toBeNull()
    expect(toggle).toHaveFocus()
    expect(await screen.findByText('Скачано: 10 авторов')).toBeInTheDocument()
    // Said in full: the file holds the UID although it is hidden on screen.
    expect(screen.getByText(/В файле есть и столбец UID, хотя на экране он скрыт/)).toBeInTheDocument()
    const details = screen.getByRole('button', { name: 'Подробнее' })
    expect(details).toHaveAttribute('aria-expanded', 'false')
    await user.click(details)
    const more = screen.getByRole('region', { name: 'Подробности экспорта' })
    expect(more).toHaveTextContent(
      /^Скачан файл неактивные-авторы_страница-1_10-авторов_\d{4}-\d\d-\d\d\.xlsx \(10 авторов\)\.В файле есть и столбец UID, хотя на экране он скрыт: по нему видно, какая это запись\.$/,
    )
    expect(more).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('region', { name: 'Подробности экспорта' })).toBeNull()
    expect(details).toHaveFocus()
  })

  it('shows an "all matches" export as a progress line with Cancel, and its outcome in one line', async () => {
    const { user } = renderApp()
    await findRange(`1–50 of ${fmt(total())}`)
    await user.click(await screen.findByRole('button', { name: 'Export' }))
    const popover = await screen.findByRole('region', { name: 'Export authors' })
    await user.click(within(popover).getByRole('button', { name: 'All matches as Excel (XLSX)' }))
    expect(screen.queryByRole('region', { name: 'Export authors' })).toBeNull()
    expect(await screen.findByText(`Downloaded ${fmt(total())} authors`)).toBeInTheDocument()
    // Said in full for screen readers.
    expect(
      screen.getByText(/^Downloaded non-active-authors_all_1200-authors_\d{4}-\d\d-\d\d\.xlsx \(1,200 authors\)\.$/),
    ).toBeInTheDocument()
    const sheet = readXlsx(new Uint8Array(await downloads[0]!.blob.arrayBuffer()))
    expect(sheet.rows[0]).toEqual(['Public name', 'Last name', 'First name', 'Patronymic', 'UID', 'Checks'])
    expect(sheet.rows).toHaveLength(total() + 1)
  })
})
