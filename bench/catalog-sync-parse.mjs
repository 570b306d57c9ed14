// bench/catalog-sync-parse: the price-list parser alone on a 20,000-row list, as XLSX and as CSV (target: the
// whole plan within 5 s, so parsing must take a small part of it). No server or database.
// Run: flock /tmp/nz-heavy.lock node --import tsx --expose-gc bench/catalog-sync-parse.mjs
// Options: BENCH_ROWS (20000), BENCH_RUNS (5).
import { generateCsv, generateXlsx } from '../src/features/catalog-sync/price-list/testing.ts'
import { readPriceList } from '../src/features/catalog-sync/price-list/index.ts'

const rows = Number(process.env.BENCH_ROWS ?? 20_000)
const runs = Number(process.env.BENCH_RUNS ?? 5)

const files = {
  xlsx: { name: 'прайс.xlsx', bytes: generateXlsx(rows) },
  'csv (cp1251, ;)': { name: 'прайс.csv', bytes: generateCsv(rows) },
  'csv (utf-8, ,)': { name: 'прайс.csv', bytes: generateCsv(rows, { separator: ',', encoding: 'utf-8' }) },
}

const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1)
console.log(`${rows} rows, ${runs} runs each; median and worst parse time, peak RSS growth during one parse`)
for (const [label, file] of Object.entries(files)) {
  const times = []
  let peak = 0
  for (let run = 0; run < runs; run++) {
    globalThis.gc?.()
    const before = process.memoryUsage().rss
    let top = before
    const sampler = setInterval(() => (top = Math.max(top, process.memoryUsage().rss)), 5)
    const started = performance.now()
    const parsed = await readPriceList(file)
    times.push(performance.now() - started)
    top = Math.max(top, process.memoryUsage().rss)
    clearInterval(sampler)
    peak = Math.max(peak, top - before)
    if (parsed.rows.length !== rows || parsed.errors.length)
      throw new Error(`${label}: ${parsed.rows.length} rows, ${parsed.errors.length} errors`)
  }
  times.sort((a, b) => a - b)
  console.log(
    `${label.padEnd(16)} ${mb(file.bytes.length).padStart(5)} MB file  median ${times[runs >> 1].toFixed(0)} ms  worst ${times.at(-1).toFixed(0)} ms  RSS +${mb(peak)} MB`,
  )
}
