// The build's last step (scripts/build.mjs): a .br (brotli 11) and a .gz (gzip 9) beside each text file of
// .next/static, which the production front serves as they are (deploy/nginx: brotli_static, gzip_static). Those
// files never change once built (hashed names), so they are compressed once, as hard as the formats allow,
// instead of on every request at the fast levels a server can afford per response.
// Brotli 11 is slow (~0.5 MB/s a core), so each result is kept by the SHA-1 of its input in .next/cache (which
// `next build` keeps between builds): a rebuild compresses only the chunks that changed.
//   node scripts/front-precompress.mjs [folder]   (.next/static by default)
import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** What is worth compressing: text. Fonts (woff2) and images are compressed already. */
const TEXT = /\.(?:js|mjs|css|json|svg|txt|html|xml)$/i
/** nginx's own threshold for compressing a response (brotli_min_length, gzip_min_length). */
const MIN_BYTES = 1024

/** The compressed copies of `data`, from the cache folder when an earlier build made them. */
async function compressed(data, cacheDir, used) {
  const hash = createHash('sha1').update(data).digest('hex')
  used.add(hash)
  const cached = path.join(cacheDir, hash)
  try {
    return await Promise.all([fs.readFile(`${cached}.br`), fs.readFile(`${cached}.gz`)])
  } catch {
    // not compressed yet
  }
  const both = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ])
  await fs.mkdir(cacheDir, { recursive: true })
  await Promise.all([fs.writeFile(`${cached}.br`, both[0]), fs.writeFile(`${cached}.gz`, both[1])])
  return both
}

async function compressFile(file, cacheDir, used) {
  const data = await fs.readFile(file)
  const [br, gz] = await compressed(data, cacheDir, used)
  // A copy no smaller than the file is left out: nginx then sends the file itself.
  if (br.length < data.length) await fs.writeFile(`${file}.br`, br)
  if (gz.length < data.length) await fs.writeFile(`${file}.gz`, gz)
  return { bytes: data.length, br: Math.min(br.length, data.length), gz: Math.min(gz.length, data.length) }
}

/** Writes the .br and .gz of every text file under `dir`; the totals, in bytes. */
export async function precompress(dir, cacheDir = path.join(dir, '..', 'cache', 'front-precompress')) {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true })
  const files = entries.filter((e) => e.isFile() && TEXT.test(e.name)).map((e) => path.join(e.parentPath ?? e.path, e.name))
  const sizes = await Promise.all(files.map(async (file) => ({ file, size: (await fs.stat(file)).size })))
  // Largest first, as many at once as zlib's thread pool runs, so the long brotli runs overlap.
  const queue = sizes.filter((f) => f.size >= MIN_BYTES).sort((a, b) => b.size - a.size)
  const totals = { files: queue.length, bytes: 0, br: 0, gz: 0 }
  const used = new Set()
  const workers = Array.from({ length: Math.max(2, os.availableParallelism()) }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const done = await compressFile(next.file, cacheDir, used)
      totals.bytes += done.bytes
      totals.br += done.br
      totals.gz += done.gz
    }
  })
  await Promise.all(workers)
  // What this build no longer has is dropped, so the cache holds one build's files.
  for (const name of await fs.readdir(cacheDir).catch(() => []))
    if (!used.has(name.replace(/\.(?:br|gz)$/, ''))) await fs.rm(path.join(cacheDir, name), { force: true })
  return totals
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? '.next/static'
  const started = Date.now()
  const t = await precompress(dir)
  const kb = (n) => `${(n / 1024).toFixed(0)} KB`
  console.log(
    `precompressed ${t.files} files in ${dir}: ${kb(t.bytes)} → brotli ${kb(t.br)}, gzip ${kb(t.gz)} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  )
}
