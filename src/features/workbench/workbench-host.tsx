import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { Author } from '../../shared/api/contract'
import { useLang } from '../../shared/i18n/language-provider'
import { lazyPart } from '../../shared/lib/lazy-part'
import { PartLoadFailed } from '../../shared/lib/part-load-failed'
import { copyRecord } from './copy-record'
import { useFocusBack } from './focus-back'
import { MarkTips } from './mark-tips'
import { focusRow } from './row-keyboard'
import { rowAuthorOf } from './return-focus'
import { analysisOf, WorkbenchBar, type CopyKind } from './row-layer'
import { useOpenRecord } from './use-open-record'
import { useRowParts, type RowActionsNow } from './use-row-parts'
import { useShortcutsKey } from './use-shortcuts-key'
import type { RowsStore } from '../../entities/author/row-parts'
import type { WorkbenchProps } from './workbench-props'

// Each dialog is a chunk of its own, fetched when first opened (the details carry the Unicode
// name table).
const detailsPart = lazyPart(() => import('./details-dialog'))
const twinsPart = lazyPart(() => import('./twins-dialog'))
const shortcutsPart = lazyPart(() => import('./shortcuts-dialog'))

/**
 * The editor's workbench around the list: the rows' marks, actions, search matches and keys
 * (handed to the table through `onRows`), the record whose details the URL names, the twin
 * comparison, the shortcuts, and the copy announcements.
 */
export function WorkbenchHost({ settings, authors, settled, store }: WorkbenchProps & { store: RowsStore }) {
  const lang = useLang()
  const analysis = useMemo(() => (authors ? analysisOf(authors) : undefined), [authors])
  const [twinsOf, setTwinsOf] = useState<Author>()
  const [help, setHelp] = useState(false)
  const focusFirstRow = useRef(false)
  // What each dialog gives focus back to when it closes (focus-back.ts), and the region of the
  // results the workbench sits in, the last resort.
  const bar = useRef<HTMLDivElement>(null)
  const { open, openIndex, openAuthor, missingUid, openDetails, moveDetails, closeDetails } = useOpenRecord({ authors, settled, bar })
  const twinsReturnRef = useFocusBack(twinsOf !== undefined, authors, bar)
  const helpReturnRef = useFocusBack(help, authors, bar)

  const details = detailsPart.use(open !== undefined)
  const twins = twinsPart.use(twinsOf !== undefined)
  const shortcuts = shortcutsPart.use(help)

  const showTwins = useCallback(
    (author: Author, opener: HTMLElement | null) => {
      twinsReturnRef.current = { opener, uid: author.uid }
      setTwinsOf(author)
    },
    [twinsReturnRef],
  )

  // After a page turned by key, the cursor lands on the new page's first row.
  useEffect(() => {
    if (settled && authors && focusFirstRow.current) {
      focusFirstRow.current = false
      focusRow(0)
    }
  }, [settled, authors])

  // Said at the button that copied (CopyButton), not above the table.
  const copy = useCallback((author: Author, kind: CopyKind) => copyRecord(lang, author, kind), [lang])

  // The rows' parts call the latest of these when used, so the parts themselves stay the same
  // from page to page (see RowsStore).
  const latest = useRef<RowActionsNow>({ openDetails, copy, authors })

  const askHelp = useCallback(
    (opener: HTMLElement | null) => {
      helpReturnRef.current ??= { opener, uid: rowAuthorOf(opener, latest.current.authors) }
      setHelp(true)
    },
    [helpReturnRef],
  )
  useShortcutsKey(askHelp)

  useLayoutEffect(() => {
    latest.current = { openDetails, copy, authors }
  })
  useRowParts({ store, latest, showTwins, focusFirstRowRef: focusFirstRow })

  return (
    <>
      <div className="workbench-bar" ref={bar}>
        <WorkbenchBar analysis={authors?.length ? analysis : undefined} missing={missingUid} />
      </div>
      <MarkTips />
      {openAuthor && details.module && (
        <details.module.DetailsDialog
          author={openAuthor}
          twins={analysis?.twins[openIndex!] ?? 1}
          onClose={closeDetails}
          onCopy={(kind) => copy(openAuthor, kind)}
          onShowTwins={(opener) => showTwins(openAuthor, opener)}
          moves={authors && { index: openIndex!, total: authors.length, onMove: moveDetails }}
        />
      )}
      {twinsOf && twins.module && <twins.module.TwinsDialog settings={settings} author={twinsOf} onClose={() => setTwinsOf(undefined)} />}
      {help && shortcuts.module && <shortcuts.module.ShortcutsDialog onClose={() => setHelp(false)} />}
      {((open !== undefined && details.failed) || (twinsOf !== undefined && twins.failed) || (help && shortcuts.failed)) && (
        <PartLoadFailed
          onRetry={() => {
            for (const part of [details, twins, shortcuts]) if (part.failed) part.retry()
          }}
          retrying={details.retrying || twins.retrying || shortcuts.retrying}
        />
      )}
    </>
  )
}

/**
 * The details of one record for a part other than the list (the review, through the page): the
 * same dialog, loaded on first use, its copies announced through `announce`. Twins are the
 * review's to show, so the dialog offers none. Here, in the chunk the list loads anyway, rather
 * than in a chunk of its own.
 */
export function RecordDetails({ author, onClose, announce }: { author: Author; onClose: () => void; announce: (message: string) => void }) {
  const lang = useLang()
  const details = detailsPart.use()
  if (details.failed) return <PartLoadFailed onRetry={details.retry} retrying={details.retrying} />
  if (!details.module) return null
  return (
    <details.module.DetailsDialog
      author={author}
      twins={1}
      onClose={onClose}
      onShowTwins={() => {}}
      onCopy={async (kind) => {
        const copied = await copyRecord(lang, author, kind)
        announce(copied.message)
        return copied
      }}
    />
  )
}
