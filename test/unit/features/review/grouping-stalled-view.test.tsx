// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Failed, liveWords } from '../../../../src/features/review/dialog/progress'
import { GroupingStalled } from '../../../../src/features/review/grouping/client'
import { en, ru } from '../../../../src/features/review/messages'
import type { ReviewJobState } from '../../../../src/features/review/use-review-job'
import { LanguageProvider, useFormat } from '../../../../src/shared/i18n/language-provider'
import type { Lang } from '../../../../src/shared/i18n/lang'

afterEach(cleanup)

const stalled: Extract<ReviewJobState, { phase: 'failed' }> = {
  phase: 'failed',
  progress: { received: 1_000_000, count: 1_000_000, pass: 1, waitingSeconds: undefined, changed: false },
  error: new GroupingStalled(30_000),
}

function View({ lang, onResume, onCancel }: { lang: Lang; onResume: () => void; onCancel: () => void }) {
  const f = useFormat()
  const m = lang === 'ru' ? ru : en
  return (
    <>
      <div data-testid="view">
        <Failed state={stalled} onResume={onResume} onCancel={onCancel} m={m} f={f} />
      </div>
      <p data-testid="live">{liveWords(stalled, m, f)}</p>
    </>
  )
}

describe('a grouping whose worker went silent', () => {
  const cases: Array<[Lang, RegExp, string, string]> = [
    [
      'en',
      /^Grouping stopped: it gave no sign for 30 seconds .*The 1,000,000 records read are kept; Retry groups them again\.$/,
      'Retry',
      'Cancel',
    ],
    [
      'ru',
      /^Группировка остановилась: от неё не было вестей 30 секунд .*Прочитанные записи \(1\s000\s000\) сохранены; «Повторить» сгруппирует их заново\.$/,
      'Повторить',
      'Отменить',
    ],
  ]
  for (const [lang, words, retry, cancel] of cases) {
    it(`says so in words, aloud, and offers Retry and Cancel (${lang})`, async () => {
      const onResume = vi.fn()
      const onCancel = vi.fn()
      render(
        <LanguageProvider lang={lang}>
          <View lang={lang} onResume={onResume} onCancel={onCancel} />
        </LanguageProvider>,
      )
      expect(within(screen.getByTestId('view')).getByText(words)).toBeVisible()
      expect(screen.getByTestId('live')).toHaveTextContent(words)
      await userEvent.click(screen.getByRole('button', { name: retry }))
      expect(onResume).toHaveBeenCalledOnce()
      await userEvent.click(screen.getByRole('button', { name: cancel }))
      expect(onCancel).toHaveBeenCalledOnce()
    })
  }
})
