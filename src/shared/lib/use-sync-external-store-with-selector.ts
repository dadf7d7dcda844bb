import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react'

/**
 * `useSyncExternalStoreWithSelector`, which TanStack Store's React binding (under TanStack Table)
 * imports from `use-sync-external-store/shim/with-selector`: a port of React's own (MIT), as an ES
 * module over React 19's built-in useSyncExternalStore. vite.config.ts points that import here;
 * the package's CommonJS build and its interop cost the first load about 0.2 kB gzip more.
 */
export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  // The last selection React committed, for isEqual to keep it when a new one equals it.
  const committed = useRef<Committed<Selection>>({ hasValue: false, value: undefined })
  const [getSelection, getServerSelection] = useMemo(() => {
    // As in React's own: the committed selection is read when React asks for a snapshot (during
    // render), so that an equal new selection keeps the one on screen.
    // eslint-disable-next-line react-hooks/refs -- see above
    const select = memoizedSelector(selector, isEqual, committed)
    const serverSnapshot = getServerSnapshot ?? undefined
    return [() => select(getSnapshot()), serverSnapshot === undefined ? undefined : () => select(serverSnapshot())] as const
  }, [getSnapshot, getServerSnapshot, selector, isEqual])
  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection)
  useEffect(() => {
    committed.current = { hasValue: true, value }
  }, [value])
  return value
}

interface Committed<Selection> {
  hasValue: boolean
  value: Selection | undefined
}

/**
 * The selection of a snapshot, computed again only for a new snapshot, and the previous one kept
 * while `isEqual` says the new one is the same (so React sees no change).
 */
function memoizedSelector<Snapshot, Selection>(
  selector: (snapshot: Snapshot) => Selection,
  isEqual: ((a: Selection, b: Selection) => boolean) | undefined,
  committed: { current: Committed<Selection> },
): (snapshot: Snapshot) => Selection {
  let memo: { snapshot: Snapshot; selection: Selection } | undefined
  return (snapshot) => {
    if (memo === undefined) {
      const next = selector(snapshot)
      const kept = isEqual !== undefined && committed.current.hasValue && isEqual(committed.current.value as Selection, next)
      memo = { snapshot, selection: kept ? (committed.current.value as Selection) : next }
      return memo.selection
    }
    if (Object.is(memo.snapshot, snapshot)) return memo.selection
    const next = selector(snapshot)
    memo = { snapshot, selection: isEqual !== undefined && isEqual(memo.selection, next) ? memo.selection : next }
    return memo.selection
  }
}
