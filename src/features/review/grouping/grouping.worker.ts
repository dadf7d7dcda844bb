import { serveGrouping, type GroupingPort } from './serve'

// The review's grouping off the main thread (client.ts starts it on first review).
serveGrouping(self as unknown as GroupingPort)
