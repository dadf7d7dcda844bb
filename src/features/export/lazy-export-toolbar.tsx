import './export-tools.css'
import { useMessages } from '../../shared/i18n/language-provider'
import { afterFirstPaint } from '../../shared/lib/lazy-component'
import { en, ru } from './toolbar-messages'

/**
 * The toolbar's room before it arrives: its two buttons with their own words in the person's
 * language (the copy glyph's room beside the second), unseen, so the row wraps as it will with the
 * buttons in it and nothing below moves when they come (on a phone they take two lines).
 */
function ExportToolsRoom() {
  const m = useMessages({ en, ru })
  return (
    <div className="export-tools placeholder-room" aria-hidden="true">
      <div className="export-buttons">
        <button type="button" tabIndex={-1} disabled>
          {m.export}
        </button>
        <button type="button" tabIndex={-1} disabled>
          <span className="copy-glyph-room" />
          {m.copyPage}
        </button>
      </div>
    </div>
  )
}

/**
 * ExportToolbar, a chunk of its own asked for once the first rows are painted (the rows do not
 * wait for it). Until it arrives its room is held, unseen, in its own frame, so the rows below do
 * not move when it comes.
 */
export const LazyExportToolbar = afterFirstPaint(
  () => import('./export-toolbar'),
  (module) => module.ExportToolbar,
  <ExportToolsRoom />,
)
