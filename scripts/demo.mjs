// `npm run demo`: build if needed, apply migrations, seed the demo complex if empty, start on PORT (3000).
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'

const env = { ...process.env }

function step(title, cmd, args) {
  console.log(`\n▶ ${title}`)
  const result = spawnSync(cmd, args, { stdio: 'inherit', env })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

if (!fs.existsSync('.next/BUILD_ID')) step('Building the site (first run only)', 'npx', ['--no-install', 'next', 'build'])
step('Applying migrations', 'npx', ['--no-install', 'payload', 'migrate'])
step('Seeding the demo complex (skipped when already seeded)', 'npx', ['--no-install', 'payload', 'run', 'src/cms/seed/run.ts'])

const port = process.env.PORT ?? '3000'
console.log(`\n▶ Starting ЖК «Новая Заря» on http://localhost:${port} (admin: http://localhost:${port}/admin)`)
const server = spawn(process.execPath, ['scripts/serve.mjs', '-p', port], { stdio: 'inherit', env })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
