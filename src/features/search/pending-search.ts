/**
 * Searches typed but not yet committed (waiting for the pause in typing). A pager click in that
 * window commits them first and then acts on top, so the click is never lost to a search that
 * lands after it and resets the offset. Each search box registers its pending commit here.
 */
export class PendingSearches {
  private readonly commits = new Map<string, () => void>()

  /** The box `id` has text waiting for its pause; `commit` sends it now. */
  set(id: string, commit: () => void): void {
    this.commits.set(id, commit)
  }

  /** The box `id` committed (or dropped) its text. */
  clear(id: string): void {
    this.commits.delete(id)
  }

  /** Commits every waiting search at once. */
  flush(): void {
    const waiting = [...this.commits.values()]
    this.commits.clear()
    for (const commit of waiting) commit()
  }
}
