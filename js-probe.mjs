import { chromium } from '@playwright/test'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const p = await b.newPage({ viewport: { width: 412, height: 823 } })
const rows = []
p.on('response', async (r) => { if (r.request().resourceType() === 'script') { const s = (await r.request().sizes()).responseBodySize; rows.push([s, r.url().replace(/.*chunks\//, '')]) } })
await p.goto(process.argv[2], { waitUntil: 'networkidle' })
await p.waitForTimeout(3000)
rows.sort((a, b) => b[0] - a[0]); let t = 0; for (const [s, u] of rows) { t += s; console.log(s, u) } ; console.log('total', t)
await b.close()
