// @vitest-environment node
import type { Payload } from 'payload'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import type { Lead } from '@/cms/payload-types'

import { DeliveryError } from './crm'
import * as outbox from './outbox'
import type { Sink } from './sinks'
import { DeliveryWorker } from './worker'

vi.mock('./outbox', () => ({
  claimDue: vi.fn(),
  markDelivered: vi.fn(async () => true),
  markAttemptFailed: vi.fn(async () => true),
  noteNoSink: vi.fn(async () => undefined),
}))

const NOW = Date.parse('2026-11-28T09:00:00Z')
const lead = { id: 42, type: 'callback', name: 'Ольга', phone: '+79215551234', createdAt: '', updatedAt: '' } as Lead
const payload = { find: async ({ collection }: { collection: string }) => ({ docs: collection === 'leads' ? [lead] : [] }) }

const sink = (name: string, error?: Error): Sink => ({
  name,
  async deliver() {
    if (error) throw error
  },
})

async function sweep(sinks: Sink[]) {
  vi.mocked(outbox.claimDue).mockImplementation(async (_payload, collection) =>
    collection === 'leads' ? [{ id: 42, attempt: 1, deliveredTo: [] }] : [],
  )
  const worker = new DeliveryWorker({
    payload: async () => payload as unknown as Payload,
    sinks,
    now: () => NOW,
    random: () => 0,
    log: () => undefined,
  })
  return worker.sweep()
}

const failed = () => vi.mocked(outbox.markAttemptFailed).mock.calls[0]![2]

beforeEach(() => vi.clearAllMocks())

describe('DeliveryWorker with CRM sinks', () => {
  it('waits as a CRM’s 429 asks, keeping what the other sinks accepted', async () => {
    const report = await sweep([
      sink('webhook'),
      sink('bitrix24', new DeliveryError('Битрикс24 просит подождать 5 с (HTTP 429)', { retryable: true, retryAfterMs: 5_000 })),
    ])
    expect(report).toMatchObject({ retried: 1, failed: 0 })
    expect(failed()).toMatchObject({
      id: 42,
      deliveredTo: ['webhook'],
      nextAt: NOW + 5_000,
      error: 'bitrix24: Битрикс24 просит подождать 5 с (HTTP 429)',
    })
  })

  it('fails the row at once on a refusal no retry changes', async () => {
    const report = await sweep([sink('amocrm', new DeliveryError('amoCRM отклонил лид: неверный токен (HTTP 401)', { retryable: false }))])
    expect(report).toMatchObject({ retried: 0, failed: 1 })
    expect(failed()).toMatchObject({ nextAt: null, error: 'amocrm: amoCRM отклонил лид: неверный токен (HTTP 401)' })
  })

  it('keeps retrying with the backoff while another sink is only down', async () => {
    await sweep([sink('webhook', new Error('HTTP 503')), sink('amocrm', new DeliveryError('refused', { retryable: false }))])
    expect(failed()).toMatchObject({ nextAt: NOW + 30_000 })
  })
})
