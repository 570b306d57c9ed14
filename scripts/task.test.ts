// @vitest-environment node
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
})
