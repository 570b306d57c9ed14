// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'

import { CMS_CHANGE_MESSAGE, emitCmsChange, linkWorkerChanges, onCmsChange } from './change-events'

/** A worker's end of the IPC channel: what it sent, and a way for the "primary" to deliver a message. */
function fakeChannel() {
  let deliver: (message: unknown) => void = () => {}
  const channel = {
    send: vi.fn(),
    on: (_event: 'message', listener: (message: unknown) => void) => {
      deliver = listener
    },
  }
  return { channel, deliver: (message: unknown) => deliver(message) }
}

describe('CMS change events across the workers of one server', () => {
  it('tells local subscribers and sends the change to the primary for the other workers', () => {
    const { channel } = fakeChannel()
    linkWorkerChanges(channel)
    const heard = vi.fn()
    const stop = onCmsChange(heard)
    emitCmsChange({ kind: 'global', slug: 'site-settings' })
    expect(heard).toHaveBeenCalledExactlyOnceWith({ kind: 'global', slug: 'site-settings' })
    expect(channel.send).toHaveBeenCalledExactlyOnceWith({ type: CMS_CHANGE_MESSAGE, event: { kind: 'global', slug: 'site-settings' } })
    stop()
  })

  it("hears another worker's change relayed by the primary, without sending it back; ignores other messages", () => {
    const { channel, deliver } = fakeChannel()
    linkWorkerChanges(channel)
    const heard = vi.fn()
    const stop = onCmsChange(heard)
    deliver({ type: CMS_CHANGE_MESSAGE, event: { kind: 'collection', slug: 'properties', id: 7 } })
    expect(heard).toHaveBeenCalledExactlyOnceWith({ kind: 'collection', slug: 'properties', id: 7 })
    expect(channel.send).not.toHaveBeenCalled()
    deliver({ type: 'nz:rate-limit', id: 1, count: 1 })
    deliver({ type: CMS_CHANGE_MESSAGE, event: { kind: 'table', slug: 1 } })
    expect(heard).toHaveBeenCalledTimes(1)
    stop()
  })

  it('carries the properties an import changed, so every worker expires only their pages', () => {
    const { channel, deliver } = fakeChannel()
    linkWorkerChanges(channel)
    const heard = vi.fn()
    const stop = onCmsChange(heard)
    emitCmsChange({ kind: 'collection', slug: 'properties', ids: [3, 5, 8] })
    expect(channel.send).toHaveBeenCalledExactlyOnceWith({
      type: CMS_CHANGE_MESSAGE,
      event: { kind: 'collection', slug: 'properties', ids: [3, 5, 8] },
    })
    deliver({ type: CMS_CHANGE_MESSAGE, event: { kind: 'collection', slug: 'properties', ids: [13, 21] } })
    expect(heard).toHaveBeenLastCalledWith({ kind: 'collection', slug: 'properties', ids: [13, 21] })
    // A message whose ids are not a list is not a change event.
    deliver({ type: CMS_CHANGE_MESSAGE, event: { kind: 'collection', slug: 'properties', ids: '13' } })
    expect(heard).toHaveBeenCalledTimes(2)
    stop()
  })

  it('a channel that fails to send never breaks the save', () => {
    const { channel } = fakeChannel()
    channel.send.mockImplementation(() => {
      throw new Error('channel closed')
    })
    linkWorkerChanges(channel)
    const heard = vi.fn()
    const stop = onCmsChange(heard)
    expect(() => emitCmsChange({ kind: 'global', slug: 'navigation' })).not.toThrow()
    expect(heard).toHaveBeenCalledOnce()
    stop()
  })
})
