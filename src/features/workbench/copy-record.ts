import type { Author } from '../../shared/api/contract'
import type { Lang } from '../../shared/i18n/lang'
import { copyText } from '../../shared/lib/clipboard'
import type { CopyResult } from '../../shared/lib/copy-button'
import { recordJson, recordTsv } from './record-text'
import { copyAnnouncement, type CopyKind } from './row-layer'

/** Copies the author's UID, or the whole record as JSON or TSV, and says how that went. */
export async function copyRecord(lang: Lang, author: Author, kind: CopyKind): Promise<CopyResult> {
  const text = kind === 'uid' ? author.uid : kind === 'json' ? recordJson(author) : recordTsv(author, lang)
  const ok = await copyText(text)
  return { ok, message: copyAnnouncement(lang, kind, author, ok) }
}
