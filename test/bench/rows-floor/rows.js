// The rows floor: the floor page (../floor/) writing the app's rows, with no framework. Each row
// is the DOM the app renders for it once the workbench is in: the seven cells, the null, empty,
// whitespace and other-script marks with their legend references, the twin marker, the flag marks and
// the "Details" and "Copy UID" buttons (one delegated listener for all of them), styled by the
// app's own CSS and computed by the app's own functions (flags, twins, whitespace runs, and on a
// search, where it matched in the last name, wrapped in <mark> as the app's rows draw it). `npm run
// bench` measures it beside the floor: what it adds to the floor is what the app's rows cost the
// browser with no framework at all; what the app adds to it is the rest. It is the issue's "plain
// page that writes the same rows with no framework", the floor the app's rows are held to.
import '../../../src/app/app.css'
import '../../../src/features/list/loading.css'
import '../../../src/features/list/table/authors-table.css'
import '../../../src/entities/author/author-text.css'
import '../../../src/features/pager/pager-frame.css'
import '../../../src/features/pager/pager.css'
import '../../../src/features/list/table/row-cells.css'
import '../../../src/features/workbench/workbench.css'
import { en as marksText } from '../../../src/entities/author/marks/messages'
import { RUNS, strayScript } from '../../../src/entities/author/marks/script'
import { glyphsFor, markKinds, splitMarks } from '../../../src/entities/author/marks/whitespace'
import { formatFor } from '../../../src/shared/i18n/format'
import { TWIN_GLYPH } from '../../../src/features/workbench/legend-entries'
import { findFlags } from '../../../src/entities/author/flags'
import { en as workbenchText } from '../../../src/features/workbench/messages'
import { countTwins } from '../../../src/entities/author/twins'
import { matchRanges } from '../../../src/features/workbench/highlight'

const f = formatFor('en')
const TEXT_COLUMNS = ['public_name', 'last_name', 'first_name', 'parent_name']

const element = (tag, props = {}, ...children) => {
  const node = document.createElement(tag)
  for (const [name, value] of Object.entries(props)) node.setAttribute(name, value)
  node.append(...children)
  return node
}

/**
 * A name as the app's AuthorText shows it: null and empty labelled, whitespace runs and letters of
 * the other script marked, and where the search matched wrapped in <mark> (from `from` to `to`
 * of the value's parts, as AuthorText cuts them).
 */
function pieces(value, parts, stray, from, to) {
  const nodes = []
  let next = 0
  for (const part of parts) {
    const start = next
    next += part.text.length
    const text = value.slice(Math.max(start, from), Math.min(next, to))
    if (text === '') continue
    if (part.whitespace) nodes.push(element('span', { class: 'value-whitespace', 'data-glyphs': glyphsFor(text) }, text))
    else if (!stray) nodes.push(text)
    else
      text
        .split(RUNS[stray])
        .forEach((run, index) =>
          nodes.push(
            index % 2
              ? element('span', { class: 'value-script', 'data-script': stray, 'data-name': marksText.stray[stray](run) }, run)
              : run,
          ),
        )
  }
  return nodes
}

function text(value, search = '') {
  if (value === null) return [element('span', { class: 'value-null' }, marksText.null)]
  if (value === '') return [element('span', { class: 'value-empty' }, marksText.empty)]
  const stray = strayScript(value)
  const parts = splitMarks(value)
  const nodes = []
  let at = 0
  for (const [start, end] of search.trim() ? matchRanges(value, search) : []) {
    nodes.push(...pieces(value, parts, stray, at, start), element('mark', {}, ...pieces(value, parts, stray, start, end)))
    at = end
  }
  nodes.push(...pieces(value, parts, stray, at, value.length))
  return nodes
}

function cell(column, value, search) {
  const kinds = markKinds(value)
  const props = kinds.length
    ? { class: `col-${column}`, 'aria-describedby': kinds.map((kind) => `marks-legend-${kind}`).join(' ') }
    : { class: `col-${column}` }
  return element('td', props, ...text(value, search))
}

function checks(twins, flags) {
  const parts = []
  if (twins > 1) {
    parts.push(
      element(
        'span',
        { class: 'twin-group' },
        element(
          'span',
          { class: 'twin-mark' },
          element('span', { 'aria-hidden': 'true' }, `${TWIN_GLYPH}${f.number(twins)}`),
          element('span', { class: 'visually-hidden' }, workbenchText.twins(twins, f)),
        ),
        element('button', { type: 'button', class: 'link-button', 'aria-label': workbenchText.showTwins }, workbenchText.showTwinsShort),
      ),
    )
  }
  if (flags.length) {
    const name = (flag) =>
      workbenchText.flagIn(
        workbenchText.flags[flag.kind].name,
        flag.fields.map((field) => workbenchText.field[field]),
        f,
      )
    parts.push(
      element(
        'ul',
        { class: 'flag-marks' },
        ...flags.map((flag) =>
          element(
            'li',
            { class: 'flag-mark', 'data-flag': flag.kind },
            element('span', { 'aria-hidden': 'true' }, workbenchText.flags[flag.kind].mark),
            element('span', { class: 'visually-hidden' }, name(flag)),
          ),
        ),
      ),
    )
  }
  return element('td', { class: 'col-checks' }, element('div', { class: 'row-checks' }, ...parts))
}

const actions = () =>
  element(
    'td',
    { class: 'col-actions' },
    element(
      'div',
      { class: 'row-actions' },
      element('button', { type: 'button' }, 'Details'),
      element('button', { type: 'button' }, 'Copy UID'),
    ),
  )

/** The floor's row writer, replaced: the page's rows as the app renders them. */
window.floorRows = (authors, offset, { lastName = '' } = {}) => {
  const twins = countTwins(authors)
  const rows = document.createDocumentFragment()
  authors.forEach((author, index) => {
    const props = { 'data-row': String(index), tabindex: index === 0 ? '0' : '-1', 'aria-rowindex': String(offset + index + 2) }
    if (index % 2) props.class = 'row-alt'
    rows.append(
      element(
        'tr',
        props,
        ...TEXT_COLUMNS.map((column) => cell(column, author[column], column === 'last_name' ? lastName : '')),
        element('td', { class: 'col-uid' }, author.uid),
        checks(twins[index], findFlags(author)),
        actions(),
      ),
    )
  })
  return rows
}

// One listener for every row's buttons, as a page without components would attach them.
document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('tbody button') : null
  if (button?.textContent === 'Copy UID')
    void navigator.clipboard?.writeText(button.closest('tr').querySelector('.col-uid').textContent).catch(() => undefined)
})
