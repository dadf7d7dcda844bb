import { isApiError } from '../api/api-error'

export interface ErrorMessage {
  title: string
  body: string
}

/** What went wrong, in a person's words, with what they can do about it. */
export function describeError(error: unknown): ErrorMessage {
  if (!isApiError(error)) {
    return { title: 'Something went wrong', body: 'The list could not be shown. Retry, or reload the page.' }
  }
  switch (error.kind) {
    case 'network':
      return {
        title: 'Cannot reach the server',
        body: `${error.message} Check your connection, then retry.`,
      }
    case 'interrupted':
      return {
        title: 'The connection dropped',
        body: `${error.message} Check your connection, then retry.`,
      }
    case 'redirect':
      return {
        title: 'The server sent the app elsewhere',
        body: `${error.message} Nothing from there is shown. Check the API address in the app’s configuration, or tell the service’s maintainers.`,
      }
    case 'timeout':
      return {
        title: 'The server is not answering',
        body: `${error.message} It may be busy; retry in a moment.`,
      }
    case 'shape':
      return {
        title: 'The server sent an answer the app cannot read',
        body: `${error.detail ? `Its answer is not in the expected shape: ${error.detail}.` : error.message} Retry; if it keeps happening, the API may have changed.`,
      }
    case 'http':
      return describeHttpError(error.status ?? 0, error.detail, error.retryAfterSeconds)
  }
}

function describeHttpError(status: number, detail: string | undefined, retryAfterSeconds: number | undefined): ErrorMessage {
  const said = detail ? ` The server said: “${detail}”` : ''
  if (status === 429) {
    const wait =
      retryAfterSeconds === undefined
        ? 'Wait a little before trying again.'
        : retryAfterSeconds === 0
          ? 'You can try again now.'
          : `Try again in ${describeWait(retryAfterSeconds)}.`
    return { title: 'Too many requests', body: `The server is limiting requests (HTTP 429). ${wait}` }
  }
  if (status === 502 || status === 503 || status === 504) {
    return {
      title: `The server is unavailable (HTTP ${status})`,
      body: 'The author service or a proxy in front of it is not responding. Retry in a moment.',
    }
  }
  if (status >= 500) {
    return {
      title: `Server error (HTTP ${status})`,
      body: 'The author service failed to answer this request. Retry in a moment; if it keeps failing, tell the service’s maintainers.',
    }
  }
  if (status === 400) {
    return { title: 'The server rejected the search (HTTP 400)', body: `Change the search and try again.${said}` }
  }
  if (status === 404) {
    return {
      title: 'The author list was not found (HTTP 404)',
      body: `The configured API address may be wrong.${said}`,
    }
  }
  return { title: `The server refused the request (HTTP ${status})`, body: `Retry, or check the app’s configuration.${said}` }
}

/** A wait as a person says it: "30 seconds", "about 2 minutes", "about 3 hours". */
export function describeWait(seconds: number): string {
  const unit = (count: number, name: string) => `${count} ${name}${count === 1 ? '' : 's'}`
  if (seconds < 90) return unit(seconds, 'second')
  if (seconds < 90 * 60) return `about ${unit(Math.round(seconds / 60), 'minute')}`
  return `about ${unit(Math.round(seconds / 3600), 'hour')}`
}
