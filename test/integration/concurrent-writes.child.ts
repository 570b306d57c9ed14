/**
 * The second server process of concurrent-writes.int.test.ts, on the same database (DATABASE_URL from the
 * test): it connects its own Payload, books a flat as a visitor may (a write transaction), says it is ready,
 * then sends each burst of taps it is given and sends their answers back over the IPC channel.
 */
import { cms } from '@/cms/client'
import { holdProperty } from '@/features/booking/hold'

import { runTaps, type Tap } from './concurrent-writes.plan'

type Message = { type: 'taps'; taps: Tap[] } | { type: 'hold'; refId: string }

const send = (message: unknown) => new Promise<void>((resolve) => process.send!(message, () => resolve()))

const payload = await cms()
process.on('message', async (message: Message) => {
  try {
    if (message.type === 'hold') {
      const result = await holdProperty(payload, { refId: message.refId, name: 'Второй Процесс', phone: '+79215550002', formFields: {} })
      await send({ type: 'held', result })
    } else {
      await send({ type: 'answers', answers: await runTaps(message.taps) })
    }
  } catch (error) {
    await send({ type: 'failed', error: String((error as Error)?.stack ?? error) })
  }
})
await send({ type: 'ready' })
