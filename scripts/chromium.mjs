// The browser the e2e tests use: Debian's Chromium at /usr/bin/chromium (CHROMIUM_PATH overrides), never a
// downloaded one. On a fresh machine `npm test` reaches the e2e step without it: as root it installs
// Debian's `chromium` package, as .ci/run does; otherwise it stops at once with one line saying what to install.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

export const DEFAULT_CHROMIUM = '/usr/bin/chromium'

function aptInstallChromium() {
  const quiet = { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }
  const update = spawnSync('apt-get', ['update', '-qq'], quiet)
  if (update.status !== 0) return false
  return spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], quiet).status === 0
}

/**
 * Makes sure the browser exists. Returns its path, or a one-line message of what to do (the caller stops).
 * @param {{ env?: Record<string, string | undefined>, exists?: (file: string) => boolean, isRoot?: boolean, install?: () => boolean, say?: (line: string) => void }} [options]
 * @returns {{ ok: true, path: string } | { ok: false, message: string }}
 */
export function ensureChromium({
  env = process.env,
  exists = fs.existsSync,
  isRoot = process.getuid?.() === 0,
  install = aptInstallChromium,
  say = (line) => console.log(line),
} = {}) {
  const browser = env.CHROMIUM_PATH || DEFAULT_CHROMIUM
  if (exists(browser)) return { ok: true, path: browser }
  if (env.CHROMIUM_PATH)
    return {
      ok: false,
      message: `e2e: CHROMIUM_PATH=${browser} does not exist: point it at a Chromium binary, or unset it to use Debian's chromium at ${DEFAULT_CHROMIUM}.`,
    }
  if (!isRoot)
    return {
      ok: false,
      message: `e2e: the browser tests need Debian's Chromium at ${DEFAULT_CHROMIUM}: install it with \`sudo apt-get install -y chromium\`, then run the tests again.`,
    }
  say(`e2e: ${DEFAULT_CHROMIUM} is missing; installing Debian's chromium (apt-get install -y chromium) …`)
  if (install() && exists(browser)) return { ok: true, path: browser }
  return {
    ok: false,
    message: `e2e: installing Debian's chromium failed: run \`apt-get update && apt-get install -y chromium\` and look at its errors, then run the tests again.`,
  }
}
