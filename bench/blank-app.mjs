// bench/blank-app: the floor of this stack — the first-render JavaScript of a blank Next + React App Router app
// ("hello", one server component, bench/blank-app/app), built with the project's own node_modules (Turbopack, as
// `npm run build`) and counted exactly as the CI gate counts a page (e2e/page-weight.ts: the scripts named in the
// HTML, each gzipped at level 9, KB of 1024 bytes). The gate (e2e/budgets.spec.ts) allows every main page the
// floor plus a fixed margin, and reads the floor from bench/blank-app/floor.json, the one place it is held.
//   node bench/blank-app.mjs          builds, measures and prints
//   node bench/blank-app.mjs --write  also records the figure in floor.json (after a Next or React upgrade)
//   node bench/blank-app.mjs --serve 3400  then serves the blank page (`next start`, compressed as Next does) until
//                                     stopped: bench/lighthouse.mjs measures it beside the site with FLOOR_URL
// Run it under the heavy lock: it is a build.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { gzipBytes, roundKb, scriptUrls } from '../e2e/page-weight.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const app = path.join(root, 'bench/blank-app')
const dist = path.join(app, '.next')
const floorFile = path.join(app, 'floor.json')
const version = (name) => JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version

fs.rmSync(dist, { recursive: true, force: true })
try {
  const build = spawnSync(path.join(root, 'node_modules/.bin/next'), ['build', app], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  })
  if (build.status !== 0) throw new Error(`next build of ${app} failed`)
  // The page is static: its HTML is prerendered into the build, and /_next/static/x is the file .next/static/x.
  const html = fs.readFileSync(path.join(dist, 'server/app/index.html'), 'utf8')
  const rows = scriptUrls(html, 'http://blank.test/').map((url) => {
    const { pathname } = new URL(url)
    if (!pathname.startsWith('/_next/static/')) throw new Error(`not a build file: ${url}`)
    const body = fs.readFileSync(path.join(dist, 'static', decodeURIComponent(pathname.slice('/_next/static/'.length))))
    return { script: pathname.slice('/_next/static/'.length), raw: body.length, gzip: gzipBytes(body) }
  })
  const bytes = rows.reduce((sum, row) => sum + row.gzip, 0)
  const floor = { next: version('next'), react: version('react'), bytes, kb: roundKb(bytes), scripts: rows.length }
  console.table(rows)
  console.log(`floor: ${floor.kb} KB gzip -9 (${bytes} bytes, ${rows.length} scripts), Next ${floor.next}, React ${floor.react}`)
  const recorded = fs.existsSync(floorFile) ? JSON.parse(fs.readFileSync(floorFile, 'utf8')) : null
  if (recorded) console.log(`recorded in floor.json: ${recorded.kb} KB, Next ${recorded.next}, React ${recorded.react}`)
  if (process.argv.includes('--write')) {
    fs.writeFileSync(floorFile, `${JSON.stringify({ ...floor, measured: new Date().toISOString().slice(0, 10) }, null, 2)}\n`)
    console.log(`written to ${path.relative(root, floorFile)}`)
  }
  const serveAt = process.argv.indexOf('--serve')
  if (serveAt >= 0) await serve(Number(process.argv[serveAt + 1] ?? 3400))
} finally {
  // Left behind, the build's own files would be linted and type-checked with the project's.
  fs.rmSync(dist, { recursive: true, force: true })
}

/**
 * Serves the build until SIGINT or SIGTERM. The blank app has no next.config of its own, so Next builds it under the
 * site's (the nearest up the tree), as floor.json was measured, and Turbopack takes the site's instrumentation with
 * it: the server compresses as a front would (NEXT_COMPRESS, which the site's config reads) and leaves the site's
 * lead delivery sweeps, which would look for the site's database every few seconds, off.
 */
async function serve(port) {
  const server = spawn(path.join(root, 'node_modules/.bin/next'), ['start', app, '-p', String(port), '-H', '127.0.0.1'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_COMPRESS: '1', DELIVERY_INTERVAL_SECONDS: '0' },
  })
  console.log(`the floor's page: http://127.0.0.1:${port}/ (stop with Ctrl-C)`)
  const stop = () => server.kill('SIGTERM')
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
  await new Promise((resolve) => server.once('exit', resolve))
}
