// A tiny in-process S3 for integration tests: one bucket, path-style addressing, and the object operations
// Payload's S3 adapter uses (PutObject, HeadObject, GetObject with Range, DeleteObject). Signatures are not
// verified; every request is recorded so a test can check what the SDK sent.
import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface StoredObject {
  body: Buffer
  contentType: string
  etag: string
  lastModified: Date
}

export interface RecordedRequest {
  method: string
  /** The object key, or '' for requests to the bucket itself. */
  key: string
  host: string
  authorization: string | undefined
}

export interface FakeS3 {
  /** The endpoint to give the S3 client (with forcePathStyle). */
  endpoint: string
  bucket: string
  objects: Map<string, StoredObject>
  requests: RecordedRequest[]
  close(): Promise<void>
}

function errorXml(code: string, message: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`
}

/**
 * Decodes an `aws-chunked` body (SigV4 streaming upload: `<hex size>[;chunk-signature=…]\r\n<data>\r\n`, ending
 * with a zero-size chunk and optional trailers), which the SDK sends when it streams a body with a checksum.
 */
function decodeAwsChunked(raw: Buffer): Buffer {
  const parts: Buffer[] = []
  let offset = 0
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', offset)
    if (lineEnd < 0) throw new Error('malformed aws-chunked body')
    const size = parseInt(raw.subarray(offset, lineEnd).toString('latin1').split(';')[0]!, 16)
    if (Number.isNaN(size)) throw new Error('malformed aws-chunked chunk size')
    if (size === 0) return Buffer.concat(parts)
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size))
    offset = lineEnd + 2 + size + 2
  }
}

/** One byte range of `bytes=start-end` (the only form getFile asks for), or undefined for the whole object. */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | undefined {
  const match = header && /^bytes=(\d*)-(\d*)$/.exec(header)
  if (!match) return undefined
  if (match[1] === '') return { start: Math.max(0, size - Number(match[2])), end: size - 1 }
  return { start: Number(match[1]), end: match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1) }
}

function objectHeaders(object: StoredObject): Record<string, string> {
  return {
    'content-type': object.contentType,
    etag: object.etag,
    'last-modified': object.lastModified.toUTCString(),
    'accept-ranges': 'bytes',
  }
}

async function listen(server: http.Server, ports: number[]): Promise<number> {
  for (const port of ports) {
    try {
      // `localhost`, not an IP: the S3 client addresses IPs path-style by itself, whereas here only
      // forcePathStyle keeps it off `<bucket>.localhost` (which this server would not answer as the bucket).
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject)
        server.listen(port, 'localhost', () => {
          server.off('error', reject)
          resolve()
        })
      })
      return (server.address() as AddressInfo).port
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error
    }
  }
  throw new Error(`fake S3: no free port among ${ports.join(', ')}`)
}

/** Starts a fake S3 serving `bucket` on the first free port of `ports` (0: any free port). */
export async function startFakeS3({ bucket, ports = [0] }: { bucket: string; ports?: number[] }): Promise<FakeS3> {
  const objects = new Map<string, StoredObject>()
  const requests: RecordedRequest[] = []

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake-s3')
      const [, bucketName = '', ...keyParts] = url.pathname.split('/')
      const key = keyParts.map(decodeURIComponent).join('/')
      requests.push({ method: request.method ?? '', key, host: request.headers.host ?? '', authorization: request.headers.authorization })
      const send = (status: number, headers: Record<string, string> = {}, body?: Buffer | string) => {
        response.writeHead(status, body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) })
        response.end(request.method === 'HEAD' ? undefined : body)
      }

      if (bucketName !== bucket)
        return send(
          404,
          { 'content-type': 'application/xml' },
          errorXml('NoSuchBucket', 'Only path-style requests to the test bucket are served'),
        )
      // ListObjectsV2 (backups list media keys and their own): one page, keys in order.
      if (!key && request.method === 'GET' && url.searchParams.get('list-type') === '2') {
        const prefix = url.searchParams.get('prefix') ?? ''
        const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
        const contents = [...objects.keys()]
          .filter((name) => name.startsWith(prefix))
          .sort()
          .map((name) => {
            const object = objects.get(name)!
            return `<Contents><Key>${escape(name)}</Key><Size>${object.body.length}</Size><ETag>${escape(object.etag)}</ETag><LastModified>${object.lastModified.toISOString()}</LastModified></Contents>`
          })
        return send(
          200,
          { 'content-type': 'application/xml' },
          `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name><Prefix>${escape(prefix)}</Prefix><KeyCount>${contents.length}</KeyCount><IsTruncated>false</IsTruncated>${contents.join('')}</ListBucketResult>`,
        )
      }
      if (!key || [...url.searchParams.keys()].some((name) => ['uploads', 'uploadId', 'partNumber'].includes(name)))
        return send(
          501,
          { 'content-type': 'application/xml' },
          errorXml('NotImplemented', `${request.method} ${url.pathname}${url.search} is not faked`),
        )

      const stored = objects.get(key)
      switch (request.method) {
        case 'PUT': {
          const raw = Buffer.concat(chunks)
          const streaming = String(request.headers['content-encoding'] ?? '').includes('aws-chunked')
          const body = streaming ? decodeAwsChunked(raw) : raw
          const etag = `"${createHash('md5').update(body).digest('hex')}"`
          objects.set(key, { body, contentType: request.headers['content-type'] ?? 'binary/octet-stream', etag, lastModified: new Date() })
          return send(200, { etag })
        }
        case 'HEAD':
        case 'GET': {
          if (!stored) return send(404, { 'content-type': 'application/xml' }, errorXml('NoSuchKey', 'The specified key does not exist.'))
          const range = parseRange(request.headers.range, stored.body.length)
          if (!range) return send(200, objectHeaders(stored), stored.body)
          const headers = { ...objectHeaders(stored), 'content-range': `bytes ${range.start}-${range.end}/${stored.body.length}` }
          return send(206, headers, stored.body.subarray(range.start, range.end + 1))
        }
        case 'DELETE':
          objects.delete(key)
          return send(204)
        default:
          return send(405, { 'content-type': 'application/xml' }, errorXml('MethodNotAllowed', `${request.method} is not faked`))
      }
    })
  })

  const port = await listen(server, ports)
  return {
    endpoint: `http://localhost:${port}`,
    bucket,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
