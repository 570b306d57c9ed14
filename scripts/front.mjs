// `npm run front`: the production front (deploy/nginx/) on this machine — Debian's nginx with its brotli modules
// in front of `npm start`, as an ordinary user, everything it writes under .front/. It installs nothing: without
// nginx or the modules it says what to install and stops.
//
//   npm run build && npm run front          → the site on http://127.0.0.1:8080, the app on 127.0.0.1:3000
//   node scripts/front.mjs --no-app         → the front alone, in front of an app already running on PORT
//   node scripts/front.mjs --print-conf     → the rendered novaya-zarya.conf, for /etc/nginx/conf.d/ on a server
//                                             (port 80; with TLS_CERT and TLS_KEY, the certificate's files, 443
//                                             with HTTP/2 too, and port 80 sends visitors there)
//
// Settings: FRONT_PORT (8080), FRONT_TLS_PORT (8443: HTTPS and HTTP/2 with a self-signed certificate made in
// FRONT_DIR; 0 turns it off), PORT (the app, 3000), FRONT_DIR (.front), FRONT_WORKERS (nginx workers, auto),
// FRONT_ACCESS_LOG (a file, or off by default), CDN_PURGE_TOKEN (the purge handler's bearer token).
// The app is bound to 127.0.0.1 (only the front reaches it: it trusts the X-Forwarded-For the front sets) and its
// CDN_PURGE_URL points at the front's /_front/purge, served by scripts/front-purge.mjs in this process.
// SIGTERM/SIGINT stop nginx and the app.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { purgeServer } from './front-purge.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const MODULES = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so'].map((m) => `/usr/lib/nginx/modules/${m}`)
export const INSTALL_HINT = 'apt-get install nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static'

/** The nginx binary, or null: Debian puts it in /usr/sbin, which an ordinary user's PATH may lack. */
export function findNginx() {
  for (const candidate of ['nginx', '/usr/sbin/nginx']) {
    const probe = spawnSync(candidate, ['-v'], { stdio: 'ignore' })
    if (probe.status === 0) return candidate
  }
  return null
}

/** What is missing to run the front, in words, or null when nginx and both brotli modules are installed. */
export function frontMissing() {
  if (!findNginx()) return `nginx is not installed (${INSTALL_HINT})`
  const absent = MODULES.filter((m) => !fs.existsSync(m))
  return absent.length ? `nginx's brotli modules are not installed: ${absent.join(', ')} (${INSTALL_HINT})` : null
}

const render = (template, values) =>
  fs.readFileSync(path.join(root, 'deploy/nginx', template), 'utf8').replace(/\{\{(\w+)\}\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`deploy/nginx/${template}: no value for {{${name}}}`)
    return String(values[name])
  })

/**
 * The listen lines of the site's server: plain HTTP on `listen`, and with `tls` HTTPS with HTTP/2 on `tls.listen`
 * (nginx 1.22 spells HTTP/2 on the listen line). Sessions are resumed, so a returning phone skips a round trip.
 * `tls.redirect` sends every plain-HTTP request to HTTPS (a server's port 80) but the front's own /_front/ calls,
 * which the app makes over the loopback.
 * @param {string} listen
 * @param {{ listen: string, cert: string, key: string, redirect?: boolean } | undefined} tls
 */
export function listenLines(listen, tls) {
  const lines = [`listen ${listen};`]
  if (tls)
    lines.push(
      `listen ${tls.listen} ssl http2;`,
      `ssl_certificate ${tls.cert};`,
      `ssl_certificate_key ${tls.key};`,
      'ssl_protocols TLSv1.2 TLSv1.3;',
      'ssl_session_cache shared:nz_tls:10m;',
      'ssl_session_timeout 1d;',
    )
  if (tls?.redirect)
    lines.push('set $nz_plain "$scheme$uri";', 'if ($nz_plain ~ "^http/(?!_front/)") { return 301 https://$host$request_uri; }')
  return lines.map((line) => `    ${line}`).join('\n')
}

/** The site's configuration (http context) with its placeholders filled; `tls` adds HTTPS with HTTP/2. */
export function siteConf({ listen, tls, app, purger, compressor, cacheDir, staticDir }) {
  return render('novaya-zarya.conf', {
    LISTEN: listenLines(listen, tls),
    APP: app,
    PURGER: purger,
    COMPRESSOR: compressor,
    CACHE_DIR: cacheDir,
    STATIC_DIR: staticDir,
  })
}

/**
 * A self-signed certificate for 127.0.0.1 and localhost in `dir` (made once, by Debian's openssl), so the front on
 * this machine speaks HTTPS and HTTP/2 as a deployment does. Browsers warn about it: it is for local measurement
 * (bench/lighthouse passes --ignore-certificate-errors) and tests, never for a server, which has a real one.
 * @returns {{ cert: string, key: string }}
 */
export function localCertificate(dir) {
  const cert = path.join(dir, 'tls-cert.pem')
  const key = path.join(dir, 'tls-key.pem')
  if (fs.existsSync(cert) && fs.existsSync(key)) return { cert, key }
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '825',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { encoding: 'utf8' },
  )
  if (made.status !== 0)
    throw new Error(`openssl could not make the front's local certificate (apt-get install openssl): ${made.stderr ?? made.error}`)
  return { cert, key }
}

/**
 * Starts the purge handler and nginx (not the app) in front of `appPort`; resolves once nginx answers.
 * `tlsPort` adds HTTPS with HTTP/2 on that port, with a local self-signed certificate (localCertificate);
 * `redirectToHttps` then sends plain-HTTP visitors there, as a server's port 80 does.
 * @param {{ port: number, tlsPort?: number, redirectToHttps?: boolean, appPort: number, dir: string, token?: string, workers?: string | number, accessLog?: string, staticDir?: string }} options
 */
export async function startFront({
  port,
  tlsPort,
  redirectToHttps = false,
  appPort,
  dir,
  token,
  workers = 'auto',
  accessLog = 'off',
  staticDir,
}) {
  const nginx = findNginx()
  const missing = frontMissing()
  if (missing) throw new Error(missing)
  dir = path.resolve(dir)
  for (const sub of ['tmp', 'cache']) fs.mkdirSync(path.join(dir, sub), { recursive: true })
  // Started by root, nginx's workers run as nobody: they must reach the cache and temp folders it makes here.
  fs.chmodSync(dir, 0o755)
  const cacheDir = path.join(dir, 'cache')
  const purger = purgeServer({ dir: path.join(cacheDir, 'pages'), token })
  await new Promise((resolve) => purger.listen(0, '127.0.0.1', resolve))
  const conf = siteConf({
    listen: `127.0.0.1:${port}`,
    tls: tlsPort ? { listen: `127.0.0.1:${tlsPort}`, ...localCertificate(dir), redirect: redirectToHttps } : undefined,
    app: `127.0.0.1:${appPort}`,
    purger: `127.0.0.1:${purger.address().port}`,
    compressor: `unix:${path.join(dir, 'compressor.sock')}`,
    cacheDir,
    staticDir: staticDir ?? path.join(root, '.next/static'),
  })
  fs.writeFileSync(path.join(dir, 'novaya-zarya.conf'), conf)
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    render('nginx.conf', { DIR: dir, WORKERS: workers, ACCESS_LOG: accessLog === 'off' ? 'off' : `${path.resolve(accessLog)}` }),
  )
  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')]
  const test = spawnSync(nginx, [...args, '-t', '-q'], { encoding: 'utf8' })
  if (test.status !== 0) {
    purger.close()
    throw new Error(`nginx refused the configuration:\n${test.stderr}`)
  }
  const child = spawn(nginx, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 10_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: see ${path.join(dir, 'error.log')}`)
    try {
      await fetch(`${url}/_front/purge`, { method: 'OPTIONS' })
      break
    } catch {
      if (Date.now() > deadline) throw new Error('nginx did not answer in 10 s')
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  return {
    url,
    tlsUrl: tlsPort ? `https://127.0.0.1:${tlsPort}` : null,
    purgeUrl: `${url}/_front/purge`,
    nginx: child,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGQUIT')
        await exited
      }
      await new Promise((resolve) => purger.close(resolve))
    },
  }
}

/**
 * The benches' yardstick: the same nginx, with as many workers, sending one file for every request — what the
 * front cannot beat on this machine. `set(bytes)` replaces the file.
 * @param {{ port: number, dir: string, workers?: string | number }} options
 */
export async function startFileServer({ port, dir, workers = 'auto' }) {
  const nginx = findNginx()
  if (!nginx) throw new Error(`nginx is not installed (${INSTALL_HINT})`)
  dir = path.resolve(dir)
  fs.mkdirSync(path.join(dir, 'tmp'), { recursive: true })
  const file = path.join(dir, 'page.html')
  fs.writeFileSync(file, '')
  const conf = path.join(dir, 'nginx.conf')
  fs.writeFileSync(
    conf,
    `worker_processes ${workers}; pid ${dir}/nginx.pid; error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off; sendfile on; tcp_nopush on; tcp_nodelay on; keepalive_requests 100000;
  client_body_temp_path ${dir}/tmp; proxy_temp_path ${dir}/tmp; fastcgi_temp_path ${dir}/tmp; uwsgi_temp_path ${dir}/tmp; scgi_temp_path ${dir}/tmp;
  server { listen 127.0.0.1:${port}; location / { default_type "text/html; charset=utf-8"; root ${dir}; try_files /page.html =404; } }
}
`,
  )
  const child = spawn(nginx, ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'], { stdio: 'inherit' })
  const url = `http://127.0.0.1:${port}/`
  for (let tries = 0; ; tries++) {
    try {
      await fetch(url)
      break
    } catch {
      if (tries > 200 || child.exitCode !== null) throw new Error(`the file server did not start: see ${dir}/error.log`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  return {
    url,
    set: (bytes) => fs.writeFileSync(file, bytes),
    stop: () => new Promise((resolve) => (child.exitCode === null ? (child.once('exit', resolve), child.kill('SIGQUIT')) : resolve())),
  }
}

async function main() {
  const argv = process.argv.slice(2)
  const port = Number(process.env.FRONT_PORT ?? 8080)
  const appPort = Number(process.env.PORT ?? 3000)
  const dir = path.resolve(process.env.FRONT_DIR ?? path.join(root, '.front'))
  if (argv.includes('--print-conf')) {
    process.stdout.write(
      siteConf({
        listen: '80',
        tls: process.env.TLS_CERT
          ? { listen: '443', cert: process.env.TLS_CERT, key: process.env.TLS_KEY ?? '', redirect: true }
          : undefined,
        app: `127.0.0.1:${appPort}`,
        purger: '127.0.0.1:8081',
        compressor: 'unix:/run/novaya-zarya-compressor.sock',
        cacheDir: '/var/cache/nginx/novaya-zarya',
        staticDir: path.join(root, '.next/static'),
      }),
    )
    return
  }
  const missing = frontMissing()
  if (missing) {
    console.error(`front: ${missing}`)
    process.exit(1)
  }
  // A fresh cache each start: what an earlier run stored may come from another build.
  fs.rmSync(path.join(dir, 'cache'), { recursive: true, force: true })
  const token = process.env.CDN_PURGE_TOKEN
  const tlsPort = Number(process.env.FRONT_TLS_PORT ?? 8443)
  const front = await startFront({
    port,
    tlsPort: tlsPort || undefined,
    appPort,
    dir,
    token,
    workers: process.env.FRONT_WORKERS ?? 'auto',
    accessLog: process.env.FRONT_ACCESS_LOG ?? 'off',
  })
  let app = null
  if (!argv.includes('--no-app')) {
    app = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs'), '-p', String(appPort), '-H', '127.0.0.1'], {
      stdio: 'inherit',
      env: { ...process.env, PORT: String(appPort), CDN_PURGE_URL: front.purgeUrl },
    })
    app.once('exit', (code) => {
      console.error(`front: the app exited with ${code}; stopping nginx`)
      void front.stop().then(() => process.exit(code ?? 1))
    })
  }
  if (front.tlsUrl) console.log(`front: ${front.tlsUrl} (HTTPS and HTTP/2, a self-signed certificate for this machine)`)
  console.log(`front: ${front.url} → app on 127.0.0.1:${appPort} (purge: ${front.purgeUrl}, files in ${path.relative(root, dir) || dir})`)
  const stop = async () => {
    if (app && app.exitCode === null) {
      app.removeAllListeners('exit')
      const exited = new Promise((resolve) => app.once('exit', resolve))
      app.kill('SIGTERM')
      await exited
    }
    await front.stop()
    process.exit(0)
  }
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main()
