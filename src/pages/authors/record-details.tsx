import { lazyComponent } from '../../shared/lib/lazy-component'

/** The workbench's details dialog for one record, as the review's parts open it (from the workbench's chunk, which the list loads anyway). */
export const RecordDetails = lazyComponent(
  () => import('../../features/workbench/workbench-host'),
  (module) => module.RecordDetails,
)
