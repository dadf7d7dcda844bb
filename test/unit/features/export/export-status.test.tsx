// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ExportStatus } from '../../../../src/features/export/export-status'
import type { ExportCutShort } from '../../../../src/shared/api/all-matches'
import type { ExportJobState } from '../../../../src/features/export/use-export-job'
import type { Lang } from '../../../../src/shared/i18n/lang'
import { LanguageProvider } from '../../../../src/shared/i18n/language-provider'

const done = (cutShort: ExportCutShort, changed = false): Extract<ExportJobState, { phase: 'done' }> => ({
  phase: 'done',
  format: 'csv',
  fileName: 'authors.csv',
  count: cutShort.got,
  changed,
  unsettled: cutShort.kind === 'more',
  countAtStart: cutShort.said,
  countAtEnd: cutShort.kind === 'more' ? cutShort.said * 3 : cutShort.said,
  cutShort,
})

function renderStatus(state: ExportJobState, lang: Lang) {
  render(
    <LanguageProvider lang={lang}>
      <ExportStatus state={state} onCancel={() => {}} onResume={() => {}} />
    </LanguageProvider>,
  )
}

// Testing Library's matchers see Russian's no-break thousands separator as a space.
describe('an export that stopped short of what the service said', () => {
  it('says the service gave fewer than it reported, in English and in Russian', () => {
    renderStatus(done({ kind: 'fewer', said: 1_000_000_000, got: 3000 }), 'en')
    expect(screen.getByText('The service reported 1,000,000,000 authors but gave 3,000; the file holds what it gave.')).toBeVisible()
    renderStatus(done({ kind: 'fewer', said: 1_000_000_000, got: 3000 }), 'ru')
    expect(screen.getByText('Сервис сообщил, что авторов 1 000 000 000, но выдал 3 000; в файле то, что он выдал.')).toBeVisible()
  })

  it('says the read ran out of pages, with the plural of each language, and not that the list changed', () => {
    renderStatus(done({ kind: 'more', said: 1, got: 3000, pages: 3 }, true), 'en')
    expect(
      screen.getByText(
        'The service first reported 1 author but kept saying there were more: the export stopped after 3 pages, as many as that count allows, and the file holds the 3,000 authors read by then.',
      ),
    ).toBeVisible()
    for (const [pages, words] of [
      [4, '4 страниц'],
      [21, '21 страницы'],
      [25, '25 страниц'],
    ] as const) {
      renderStatus(done({ kind: 'more', said: 2000, got: 4000, pages }, true), 'ru')
      expect(
        screen.getByText(
          `Сервис сначала сообщил, что авторов 2 000, но всё время говорил, что есть ещё: экспорт остановился после ${words} (столько допускает это число) и сохранил прочитанное — авторов: 4 000.`,
        ),
      ).toBeVisible()
    }
    expect(screen.queryByText(/The list (changed|kept changing)|Список (изменился|всё время менялся)/)).toBeNull()
  })

  it('says both when the list changed and then the service gave fewer than its count', () => {
    renderStatus({ ...done({ kind: 'fewer', said: 2500, got: 2000 }, true), countAtStart: 2400 }, 'en')
    expect(screen.getByText(/^The list changed while exporting: it had 2,400 authors/)).toBeVisible()
    expect(screen.getByText('The service reported 2,500 authors but gave 2,000; the file holds what it gave.')).toBeVisible()
  })
})

describe('an Excel file whose values did not all fit', () => {
  const saved = (cutValues: number, uidAdded = false): ExportJobState => ({
    phase: 'saved',
    format: 'xlsx',
    fileName: 'authors.xlsx',
    count: 3,
    sheetNotes: { cutValues, uidAdded },
  })

  it('warns in the line (not a plain ✓ Downloaded) and says how many were cut, in English and in Russian', () => {
    renderStatus(saved(2), 'en')
    expect(screen.getByText('Downloaded 3, with a warning')).toBeVisible()
    expect(screen.queryByText('Downloaded 3 authors')).toBeNull()
    expect(screen.getByText(/^2 values were longer than Excel’s 32,767 characters a cell and cut to fit/)).toBeInTheDocument()
    document.body.replaceChildren()
    renderStatus(saved(1), 'ru')
    expect(screen.getByText('Скачано: 3, есть замечание')).toBeVisible()
    expect(screen.getByText(/^Длиннее 32 767 символов \(предел ячейки Excel\) — 1 значение/)).toBeInTheDocument()
  })

  it('says the UID is in the file though hidden, without a warning', () => {
    renderStatus(saved(0, true), 'en')
    expect(screen.getByText('Downloaded 3 authors')).toBeVisible()
    expect(screen.getByText(/^The file holds the UID column too, though it is hidden on screen/)).toBeInTheDocument()
  })
})
