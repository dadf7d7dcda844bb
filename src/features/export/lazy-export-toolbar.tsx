import './export-tools.css'
import { afterFirstPaint } from '../../shared/lib/lazy-component'

/**
 * ExportToolbar, a chunk of its own asked for once the first rows are painted (the rows do not
 * wait for it). Until it arrives its room is held, unseen, in its own frame, so the rows below do
 * not move when it comes.
 */
export const LazyExportToolbar = afterFirstPaint(
  () => import('./export-toolbar'),
  (module) => module.ExportToolbar,
  <div className="export-tools placeholder-room" aria-hidden="true">
    <div className="export-buttons">
      <button type="button" tabIndex={-1} disabled>
        {'\u00a0'}
      </button>
    </div>
  </div>,
)
