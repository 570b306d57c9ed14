// bench/gzip-proxy: a minimal compressing reverse proxy, standing in for the production proxy/CDN that
// compresses responses (the app itself does not: gzip inside Node halves its throughput). Lighthouse figures
// are measured through it: `TARGET=http://127.0.0.1:3000 PORT=3080 node bench/gzip-proxy.mjs`.
import http from 'node:http'
import zlib from 'node:zlib'

const target = new URL(process.env.TARGET ?? 'http://127.0.0.1:3000')
const port = Number(process.env.PORT ?? 3080)
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/

http
  .createServer((req, res) => {
    const upstream = http.request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: { ...req.headers, host: target.host } },
      (answer) => {
        const type = answer.headers['content-type'] ?? ''
        const wantsGzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')
        if (!wantsGzip || !COMPRESSIBLE.test(type) || answer.headers['content-encoding']) {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res)
          return
        }
        const headers = { ...answer.headers, 'content-encoding': 'gzip', vary: 'accept-encoding' }
        delete headers['content-length']
        res.writeHead(answer.statusCode ?? 502, headers)
        answer.pipe(zlib.createGzip({ level: 6 })).pipe(res)
      },
    )
    upstream.on('error', () => {
      res.writeHead(502)
      res.end()
    })
    req.pipe(upstream)
  })
  .listen(port, '127.0.0.1', () => console.log(`gzip proxy :${port} → ${target.href}`))
