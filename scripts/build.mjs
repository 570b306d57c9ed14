// `npm run build`: the production build, against a scratch SQLite database of its own.
//
// `next build` prerenders every cached page once (docs/rendering.md), so it needs a database with the schema.
// None of what it renders is ever served: the page cache handler (src/server/page-cache) starts empty in every
// server process and renders each page from the live database on its first request. So the build gets a
// fresh, migrated, empty database in a temporary folder: it neither needs nor touches the real one, and CI,
// a Docker image or a developer's machine build the same way. Arguments are passed to `next build`.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { markFirstLoadChunks } from './compile-hints.mjs'
import { precompress } from './front-precompress.mjs'
import { migrate } from './task.mjs'

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'nz-build-'))
const env = {
  ...process.env,
  DATABASE_URL: `file:${path.join(work, 'build.db')}`,
  MEDIA_DIR: path.join(work, 'media'),
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
}
let status = 1
try {
  await migrate({ env, stdio: 'pipe' })
  const build = spawnSync('npx', ['--no-install', 'next', 'build', ...process.argv.slice(2)], { stdio: 'inherit', env })
  status = build.status ?? 1
  if (status === 0) {
    // Before the compression below, which must see the marked files.
    const hints = await markFirstLoadChunks('.next')
    console.log(`build: compile hints in ${hints.chunks} first-load chunks (${hints.marked} marked now)`)
    // The production front serves these as they are (deploy/nginx: brotli_static, gzip_static).
    const t = await precompress('.next/static')
    console.log(`build: .next/static precompressed, ${t.files} files: ${t.bytes} bytes → brotli ${t.br}, gzip ${t.gz}`)
  }
} catch (error) {
  console.error(`build: ${error.message}`)
  status = 1
} finally {
  fs.rmSync(work, { recursive: true, force: true })
}
process.exit(status)
