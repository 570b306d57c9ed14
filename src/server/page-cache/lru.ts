/** A least-recently-used map bounded by the total size of its values, in bytes. */
export class SizedLru<V> {
  private readonly entries = new Map<string, { value: V; size: number }>()
  private used = 0
  private readonly maxBytes: number

  // A plain field, not a parameter property: Node strips types from this file but cannot rewrite syntax.
  constructor(maxBytes: number) {
    this.maxBytes = maxBytes
  }

  get(key: string): V | undefined {
    const hit = this.entries.get(key)
    if (!hit) return undefined
    // Re-insert: a Map iterates in insertion order, so the first key is always the least recently used.
    this.entries.delete(key)
    this.entries.set(key, hit)
    return hit.value
  }

  set(key: string, value: V, size: number): void {
    this.delete(key)
    if (size > this.maxBytes) return
    this.entries.set(key, { value, size })
    this.used += size
    for (const [oldest, entry] of this.entries) {
      if (this.used <= this.maxBytes) break
      this.entries.delete(oldest)
      this.used -= entry.size
    }
  }

  delete(key: string): void {
    const hit = this.entries.get(key)
    if (!hit) return
    this.entries.delete(key)
    this.used -= hit.size
  }

  /** Bytes held. */
  get bytes(): number {
    return this.used
  }

  get size(): number {
    return this.entries.size
  }
}
