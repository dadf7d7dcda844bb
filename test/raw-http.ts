import { connect } from 'node:net'

export interface RawExchange {
  statusLine: string
  headers: Map<string, string>
  /** Every byte the server sent after the header block, up to the closed connection. */
  body: Buffer
}

/**
 * One request over a bare TCP socket; a Host in `headers` replaces the URL's. fetch and node:http both discard whatever follows the headers
 * of a HEAD answer, so only this can show that a server really sends no body.
 */
export function rawRequest(method: string, url: string, headers: Record<string, string> = {}): Promise<RawExchange> {
  const { hostname, port, pathname, search, host } = new URL(url)
  const lines = [`${method} ${pathname}${search} HTTP/1.1`, 'Connection: close']
  for (const [name, value] of Object.entries({ Host: host, ...headers })) lines.push(`${name}: ${value}`)
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const socket = connect(Number(port), hostname.replace(/^\[|\]$/g, ''), () => socket.write(`${lines.join('\r\n')}\r\n\r\n`))
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      const all = Buffer.concat(chunks)
      const end = all.indexOf('\r\n\r\n')
      if (end === -1) return reject(new Error(`no complete response header from ${method} ${url}`))
      const [statusLine = '', ...headerLines] = all.subarray(0, end).toString('latin1').split('\r\n')
      const parsed = new Map<string, string>()
      for (const line of headerLines) {
        const colon = line.indexOf(':')
        parsed.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
      }
      resolve({ statusLine, headers: parsed, body: all.subarray(end + 4) })
    })
  })
}
