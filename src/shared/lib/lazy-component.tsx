import { createElement, type ComponentType, type ReactNode } from 'react'
import { useAfterFirstPaint } from './after-paint'
import { lazyPart, type LazyModule } from './lazy-part'
import { PartLoadFailed } from './part-load-failed'

/**
 * Renders a part loaded on first use: `children` with the module once it is here, `fallback`
 * until then, and, if it cannot be loaded, says so with Reload the page and Try again.
 * `quiet`: the part is not on screen (a closed panel kept mounted for its work): nothing shows
 * while it loads or if it fails.
 */
export function LazyPart<T>({
  part,
  fallback = null,
  quiet = false,
  children,
}: {
  part: LazyModule<T>
  fallback?: ReactNode
  quiet?: boolean
  children: (module: T) => ReactNode
}) {
  const { module, failed, retrying, retry } = part.use()
  if (module !== undefined) return children(module)
  if (quiet) return null
  return failed ? <PartLoadFailed onRetry={retry} retrying={retrying} /> : fallback
}

/**
 * A component of a module loaded when the component is first rendered (React.lazy's job, with the
 * failure said in words rather than thrown): `lazyComponent(() => import('./panel'), (module) => module.Panel)`.
 */
export function lazyComponent<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): ComponentType<P> {
  const part = lazyPart(load)
  return function Lazy(props: P) {
    return <LazyPart part={part}>{(module) => createElement(pick(module), props)}</LazyPart>
  }
}

/**
 * A component whose module is asked for once `ready` (by default at once) has been painted, so the
 * first rows never wait for it: until it arrives, `room` holds its place, unseen, so nothing moves
 * when it comes; if it cannot be loaded, it says so. Once loaded it is drawn at once.
 */
export function afterFirstPaint<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  room: ReactNode,
): ComponentType<P & { ready?: boolean }> {
  const part = lazyPart(load)
  return function AfterFirstPaint({ ready = true, ...props }: P & { ready?: boolean }) {
    const { module, failed, retrying, retry } = part.use(useAfterFirstPaint(ready))
    if (module !== undefined) return createElement(pick(module), props as unknown as P)
    return failed ? <PartLoadFailed onRetry={retry} retrying={retrying} /> : room
  }
}
