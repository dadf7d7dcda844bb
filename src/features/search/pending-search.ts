/**
 * Searches typed but not yet committed (waiting for the pause in typing). A pager click in that
 * window commits them first and then acts on top, so the click is never lost to a search that
 * lands after it and resets the offset. Each search box registers its pending commit here, by
 * its id: `set(id, commit)` while its text waits for the pause, `delete(id)` once it committed
 * (or dropped) it. A Map of its own rather than a wrapper round one: the first load is the
 * smaller for it.
 */
export class PendingSearches extends Map<string, () => void> {
  /** Commits every waiting search at once. */
  flush(): void {
    const waiting = [...this.values()]
    this.clear()
    for (const commit of waiting) commit()
  }
}
