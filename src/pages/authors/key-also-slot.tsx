import { AlsoWritten, type AlsoWrittenProps } from '../../features/review/key-search/also-written'
import { RecordDetails } from './record-details'

/** "Also written differently" with the workbench's details plugged in; loaded once a search's rows are painted. */
export function KeyAlsoSlot(props: Omit<AlsoWrittenProps, 'Details'>) {
  return <AlsoWritten {...props} Details={RecordDetails} />
}
