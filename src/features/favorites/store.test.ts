// A removal answered 2xx must be so in the database. Payload's bulk delete (delete with `where`) does not throw
// for a row it could not delete — it lists it in `errors` — so the store must turn that into a failure.
import { beforeEach, describe, expect, it, vi } from 'vitest'

const remove = vi.fn()
vi.mock('@/cms/client', () => ({ cms: async () => ({ delete: remove }) }))

const { clearItems, removeItem } = await import('./store')

describe('visitor list removals', () => {
  beforeEach(() => remove.mockReset())

  it('removeItem fails when the row could not be deleted, and succeeds when it was deleted or was not there', async () => {
    remove.mockResolvedValueOnce({ docs: [], errors: [{ id: 7, message: 'SQLITE_BUSY: database is locked' }] })
    await expect(removeItem('visitor', 'favorite', 5)).rejects.toThrow('visitor list item not removed: SQLITE_BUSY: database is locked')
    remove.mockResolvedValueOnce({ docs: [{ id: 7 }], errors: [] })
    await expect(removeItem('visitor', 'favorite', 5)).resolves.toBeUndefined()
    // Another request removed it first: what was asked holds.
    remove.mockResolvedValueOnce({ docs: [], errors: [{ id: 7, message: 'Not Found' }] })
    await expect(removeItem('visitor', 'favorite', 5)).resolves.toBeUndefined()
    expect(remove).toHaveBeenLastCalledWith(
      expect.objectContaining({
        collection: 'visitor-items',
        where: { and: [{ and: [{ visitor_id: { equals: 'visitor' } }, { list: { equals: 'favorite' } }] }, { property: { equals: 5 } }] },
      }),
    )
  })

  it('clearItems fails when a row could not be deleted', async () => {
    remove.mockResolvedValueOnce({ docs: [{ id: 1 }], errors: [{ id: 2, message: 'database is locked' }] })
    await expect(clearItems('visitor', ['favorite', 'compare'])).rejects.toThrow('visitor lists not cleared: database is locked')
  })
})
