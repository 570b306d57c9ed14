// No secret reaches the browser: the client files of the production build under test must not
// contain any server secret's value, nor a server-only setting's name that would show it was inlined.
import fs from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { DEMO_DEFAULTS } from '../src/server/env'

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? filesUnder(full) : /\.(js|css|html|json|map)$/.test(entry.name) ? [full] : []
  })
}

test('the client bundle holds no server secret', () => {
  const files = filesUnder(path.join(process.cwd(), '.next', 'static'))
  expect(files.length).toBeGreaterThan(10)
  const secrets = [
    DEMO_DEFAULTS.PAYLOAD_SECRET,
    DEMO_DEFAULTS.ADMIN_PASSWORD,
    process.env.PAYLOAD_SECRET,
    process.env.ADMIN_PASSWORD,
    process.env.DATABASE_URL,
    process.env.REDIS_URL,
    process.env.TEST_DATABASE_URL,
  ].filter((value): value is string => Boolean(value) && value!.length >= 8)
  const serverOnlyNames = ['PAYLOAD_SECRET', 'ADMIN_PASSWORD', 'DATABASE_URL', 'REDIS_URL', 'SMTP_PASSWORD', 'WEBHOOK_SECRET']
  const leaks: string[] = []
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8')
    for (const secret of secrets) if (text.includes(secret)) leaks.push(`${path.relative(process.cwd(), file)}: a secret value`)
    for (const name of serverOnlyNames) if (text.includes(name)) leaks.push(`${path.relative(process.cwd(), file)}: ${name}`)
  }
  expect(leaks).toEqual([])
})
