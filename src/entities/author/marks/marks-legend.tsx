import '../author-text.css'
import './marks-legend.css'
import { useMessages } from '../../../shared/i18n/language-provider'
import { en, ru } from './messages'
import { GLYPHS, markKinds, type MarkKind } from './whitespace'

const legendId = (kind: MarkKind) => `marks-legend-${kind}`

/**
 * The legend entries that explain a value's marks, for its cell's aria-describedby, so a screen
 * reader gives their meaning with the cell; undefined for a value without marks.
 */
export function marksDescribedBy(value: string | null): string | undefined {
  const kinds = markKinds(value)
  return kinds.length === 0 ? undefined : kinds.map(legendId).join(' ')
}

/**
 * What the marks in names mean, on screen for everyone: keyboard and touch users cannot read a
 * title tooltip. The samples are drawn by the same classes as the marks themselves. One legend
 * per page: cells point to its entries by id.
 */
export function MarksLegend() {
  const m = useMessages({ en, ru })
  return (
    <div className="marks-legend">
      <span className="marks-legend-label" id="marks-legend-label">
        {m.legendLabel}:
      </span>{' '}
      <ul aria-labelledby="marks-legend-label">
        <li id={legendId('space')}>
          <WhitespaceSample glyphs={GLYPHS.space} text=" " /> {m.legendSpace}
        </li>
        <li id={legendId('tab')}>
          <WhitespaceSample glyphs={GLYPHS.tab} text={'\t'} /> {m.legendTab}
        </li>
        <li id={legendId('nbsp')}>
          <WhitespaceSample glyphs={GLYPHS.nbsp} text={'\u00a0'} /> {m.legendNbsp}
        </li>
        <li id={legendId('null')}>
          <span className="value-null" aria-hidden="true">
            {m.null}
          </span>{' '}
          {m.legendNull}
        </li>
        <li id={legendId('empty')}>
          <span className="value-empty" aria-hidden="true">
            {m.empty}
          </span>{' '}
          {m.legendEmpty}
        </li>
      </ul>
    </div>
  )
}

/** A sample mark; hidden from screen readers, which read the words beside it instead. */
function WhitespaceSample({ glyphs, text }: { glyphs: string; text: string }) {
  return (
    <span className="value-whitespace" data-glyphs={glyphs} aria-hidden="true">
      {text}
    </span>
  )
}
