// @vitest-environment node
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { runTask } from './task.mjs'

describe('runTask (scripts/task.mjs)', () => {
  it('resolves with the report a finished task sends', async () => {
    await expect(runTask('migrate', { entry: 'test/fixtures/task-done.mjs', stdio: 'pipe' })).resolves.toEqual({ applied: ['x'], total: 1 })
  })

  it('fails a task that exits with code 0 without reporting (the Payload CLI bug)', async () => {
    await expect(runTask('migrate', { entry: 'test/fixtures/task-silent.mjs', stdio: 'pipe' })).rejects.toThrow(
      /exited with code 0 without finishing its work/,
    )
  })

  it("fails with the task's own exit code, keeping its output", async () => {
    const error = await runTask('seed', { entry: 'test/fixtures/task-fails.mjs', stdio: 'pipe' }).catch((e) => e)
    expect(error.message).toMatch(/seed failed \(exit code 3\)/)
    expect(error.code).toBe(3)
    expect(error.output).toContain('boom')
  })

  it('runs migrate or seed once more when Node ended it on an unsettled top-level await (exit 13)', async () => {
    const marker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'nz-task-')), 'marker')
    const env = { ...process.env, NZ_TASK_MARKER: marker, NZ_TASK: 'seed' }
    await expect(runTask('seed', { entry: 'test/fixtures/task-unsettled-once.mjs', stdio: 'pipe', env })).resolves.toEqual({ runs: 2 })
    expect(fs.readFileSync(marker, 'utf8')).toBe('ran once')
  })

  it('fails a task that ends on an unsettled top-level await twice, and never reruns backup or restore', async () => {
    const seed = await runTask('seed', { entry: 'test/fixtures/task-unsettled.mjs', stdio: 'pipe' }).catch((e) => e)
    expect(seed.message).toMatch(/seed failed \(exit code 13\)/)
    const marker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'nz-task-')), 'marker')
    const env = { ...process.env, NZ_TASK_MARKER: marker, NZ_TASK: 'restore' }
    const restore = await runTask('restore', { entry: 'test/fixtures/task-unsettled-once.mjs', stdio: 'pipe', env }).catch((e) => e)
    expect(restore.message).toMatch(/restore failed \(exit code 13\)/)
  })
})
