import type { ComponentProps } from 'react'
import { preloadErrorExplanations } from '../../../shared/errors/error-explainer'
import { LazyPart } from '../../../shared/lib/lazy-component'
import { lazyPart } from '../../../shared/lib/lazy-part'

/**
 * The failure views' chunk (fault-views.ts). Each of them waits for the error explanations before
 * it shows (an alert comes whole, with its words), so the chunk is asked for beside them: a first
 * error waits for the two at once, never one after the other. If the chunk cannot be loaded, the
 * place says so (PartLoadFailed: Reload the page, Try again).
 */
export const faultViews = lazyPart(() => {
  void preloadErrorExplanations()
  return import('./fault-views')
})

type Views = Awaited<ReturnType<typeof faultViews.load>>

/**
 * Asks for the views and the explanations, before any failure needs them (after the first rows):
 * each is asked again if its last load failed, whether or not the other is here.
 */
export function preloadFaultViews(): void {
  void preloadErrorExplanations()
  faultViews.load().catch(() => undefined)
}

export function LazyErrorPanel(props: ComponentProps<Views['ErrorPanel']>) {
  return <LazyPart part={faultViews}>{({ ErrorPanel }) => <ErrorPanel {...props} />}</LazyPart>
}

export function LazyRepeatedUidsNotice(props: ComponentProps<Views['RepeatedUidsNotice']>) {
  return <LazyPart part={faultViews}>{({ RepeatedUidsNotice }) => <RepeatedUidsNotice {...props} />}</LazyPart>
}

export function LazyStaleRowsNotice(props: ComponentProps<Views['StaleRowsNotice']>) {
  return <LazyPart part={faultViews}>{({ StaleRowsNotice }) => <StaleRowsNotice {...props} />}</LazyPart>
}

/** Quiet while it loads or if it cannot be: the page's live region says the same words. */
export function LazyRetryNotice(props: ComponentProps<Views['RetryNotice']>) {
  return (
    <LazyPart part={faultViews} quiet>
      {({ RetryNotice }) => <RetryNotice {...props} />}
    </LazyPart>
  )
}
