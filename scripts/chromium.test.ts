// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'

import { ensureChromium } from './chromium.mjs'

const say = () => {}

describe('ensureChromium (npm test on a fresh machine)', () => {
  it('uses /usr/bin/chromium when it is there', () => {
    const install = vi.fn()
    expect(ensureChromium({ env: {}, exists: () => true, isRoot: false, install, say })).toEqual({ ok: true, path: '/usr/bin/chromium' })
    expect(install).not.toHaveBeenCalled()
  })

  it("installs Debian's chromium when it is missing and the tests run as root", () => {
    let installed = false
    const install = vi.fn(() => (installed = true))
    const lines: string[] = []
    const result = ensureChromium({ env: {}, exists: () => installed, isRoot: true, install, say: (line: string) => lines.push(line) })
    expect(result).toEqual({ ok: true, path: '/usr/bin/chromium' })
    expect(install).toHaveBeenCalledOnce()
    expect(lines[0]).toMatch(/installing Debian's chromium/)
  })

  it('stops at once with one line saying what to install when not root', () => {
    const install = vi.fn()
    const result = ensureChromium({ env: {}, exists: () => false, isRoot: false, install, say })
    expect(result.ok).toBe(false)
    expect(install).not.toHaveBeenCalled()
    const { message } = result as { message: string }
    expect(message.split('\n')).toHaveLength(1)
    expect(message).toContain('apt-get install -y chromium')
  })

  it('says so when the install as root did not produce the browser', () => {
    const result = ensureChromium({ env: {}, exists: () => false, isRoot: true, install: () => false, say })
    expect(result).toMatchObject({ ok: false, message: expect.stringMatching(/installing Debian's chromium failed/) })
  })

  it('names a CHROMIUM_PATH that does not exist instead of installing', () => {
    const install = vi.fn()
    const result = ensureChromium({ env: { CHROMIUM_PATH: '/opt/none/chrome' }, exists: () => false, isRoot: true, install, say })
    expect(result).toMatchObject({ ok: false, message: expect.stringContaining('/opt/none/chrome') })
    expect(install).not.toHaveBeenCalled()
  })
})
