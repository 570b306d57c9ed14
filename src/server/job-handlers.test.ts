import { describe, expect, it } from 'vitest'

import { provideJobHandler, runJobHandler } from './job-handlers'

describe('job handlers', () => {
  it('runs the work a feature registered for a task, and refuses a task nobody registered', async () => {
    let runs = 0
    provideJobHandler('test-task', async () => ++runs)
    expect(await runJobHandler('test-task')).toBe(1)
    expect(await runJobHandler('test-task')).toBe(2)
    await expect(runJobHandler('unknown-task')).rejects.toThrow('no handler registered for the job "unknown-task"')
  })
})
