// @vitest-environment node
import { Writable } from 'node:stream'

import { describe, expect, it } from 'vitest'

import { createLogger } from '../server/log'
import { payloadLogger } from './payload-logger'

/** A logger whose JSON lines are kept for the test. */
function capture() {
  const lines: { level: string; msg?: string; status?: number; err?: unknown }[] = []
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as (typeof lines)[number])
      done()
    },
  })
  return { logger: payloadLogger(createLogger({ level: 'info', destination })), lines }
}

const INFO = 'info'
const ERROR = 'error'

// Payload's errors as the production build names them: minified classes with a status.
const payloadError = (name: string, status: number, message: string) =>
  Object.assign(new Error(message), { name, status, isOperational: true })

describe('payloadLogger: the level of the errors Payload answers, whatever their class is called', () => {
  it('logs a 403 or a 404 Payload answered at info, with its status and message, without a stack', () => {
    const { logger, lines } = capture()
    logger.error({ err: payloadError('o', 403, 'У вас нет права на выполнение этого действия.') })
    logger.error({ err: payloadError('h', 404, 'Не найдено') })
    expect(lines).toEqual([
      expect.objectContaining({ level: INFO, status: 403, msg: 'У вас нет права на выполнение этого действия.' }),
      expect.objectContaining({ level: INFO, status: 404, msg: 'Не найдено' }),
    ])
    expect(lines.some((line) => 'err' in line)).toBe(false)
  })

  it('keeps a server failure, and anything that is not an answered error, at error', () => {
    const { logger, lines } = capture()
    logger.error({ err: payloadError('q', 500, 'relation does not exist') })
    logger.error({ err: new Error('disk full') })
    logger.error('plain message')
    expect(lines.map((line) => line.level)).toEqual([ERROR, ERROR, ERROR])
    expect(lines[0]).toMatchObject({ err: { message: 'relation does not exist' } })
  })

  it('passes every other method through: info, warn and child loggers', () => {
    const { logger, lines } = capture()
    logger.info('started')
    logger.child({ module: 'jobs' }).warn('slow')
    expect(lines).toEqual([
      expect.objectContaining({ level: INFO, msg: 'started' }),
      expect.objectContaining({ level: 'warn', msg: 'slow', module: 'jobs' }),
    ])
  })
})
