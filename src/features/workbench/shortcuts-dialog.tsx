import { useMessages } from '../../shared/i18n/language-provider'
import { en, ru } from './messages'
import { Modal } from './modal'

export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const m = useMessages({ en, ru })
  return (
    <Modal title={m.shortcuts} onClose={onClose} className="shortcuts-dialog">
      <dl className="shortcuts">
        {m.keys.map(([keys, action]) => (
          <div key={keys}>
            <dt>
              <kbd>{keys}</kbd>
            </dt>
            <dd>{action}</dd>
          </div>
        ))}
      </dl>
      <p>{m.keysAnyLayout}</p>
    </Modal>
  )
}
