import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { useFetch } from './use-fetch'

/** A request the test answers by hand, with the signal it was given. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((yes, no) => {
    resolve = yes
    reject = no
  })
  return { promise, resolve, reject }
}

/** A loader whose every call is a pending request, in call order. */
function requests<T>() {
  const calls: { signal: AbortSignal; answer: ReturnType<typeof deferred<T>> }[] = []
  const load = vi.fn((signal: AbortSignal) => {
    const answer = deferred<T>()
    calls.push({ signal, answer })
    return answer.promise
  })
  return { calls, load }
}

describe('useFetch', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('is loading until the answer comes, then holds it for its key', async () => {
    const { calls, load } = requests<string>()
    const { result } = renderHook(() => useFetch('a', load))
    expect(result.current).toMatchObject({ data: undefined, loading: true, current: false, failed: false })
    expect(load).toHaveBeenCalledTimes(1)
    await act(async () => calls[0]!.answer.resolve('answer a'))
    expect(result.current).toMatchObject({ data: 'answer a', loading: false, current: true, failed: false })
  })

  it('asks nothing while the key is null', () => {
    const { load } = requests<string>()
    const { result } = renderHook(() => useFetch(null, load))
    expect(load).not.toHaveBeenCalled()
    expect(result.current).toMatchObject({ data: undefined, loading: false, current: false })
  })

  it('aborts the request when the island unmounts, and sets nothing after', async () => {
    const { calls, load } = requests<string>()
    const { result, unmount } = renderHook(() => useFetch('a', load))
    unmount()
    expect(calls[0]!.signal.aborted).toBe(true)
    await act(async () => calls[0]!.answer.resolve('late'))
    expect(result.current.data).toBeUndefined()
  })

  it('aborts the previous request on a new key and keeps the last answer while the new one loads', async () => {
    const { calls, load } = requests<string>()
    const { result, rerender } = renderHook(({ key }) => useFetch(key, load), { initialProps: { key: 'a' } })
    await act(async () => calls[0]!.answer.resolve('answer a'))
    rerender({ key: 'b' })
    expect(load).toHaveBeenCalledTimes(2)
    expect(result.current).toMatchObject({ data: 'answer a', loading: true, current: false })
    rerender({ key: 'c' })
    expect(calls[1]!.signal.aborted).toBe(true)
    expect(calls[2]!.signal.aborted).toBe(false)
  })

  it('ignores an earlier key’s answer that arrives after the newer one, even from a loader that ignores the signal', async () => {
    const { calls, load } = requests<string>()
    const { result, rerender } = renderHook(({ key }) => useFetch(key, load), { initialProps: { key: 'a' } })
    rerender({ key: 'b' })
    await act(async () => calls[1]!.answer.resolve('answer b'))
    await act(async () => calls[0]!.answer.resolve('stale answer a'))
    expect(result.current).toMatchObject({ data: 'answer b', current: true })
  })

  it('surfaces a failure of the current key, keeping the last answer, and not a failure of an aborted one', async () => {
    const { calls, load } = requests<string>()
    const { result, rerender } = renderHook(({ key }) => useFetch(key, load), { initialProps: { key: 'a' } })
    await act(async () => calls[0]!.answer.resolve('answer a'))
    rerender({ key: 'b' })
    rerender({ key: 'c' })
    await act(async () => calls[1]!.answer.reject(new Error('aborted b')))
    expect(result.current).toMatchObject({ loading: true, failed: false })
    const error = new Error('c is down')
    await act(async () => calls[2]!.answer.reject(error))
    expect(result.current).toMatchObject({ data: 'answer a', loading: false, current: false, failed: true, error })
  })

  it('waits `delay` ms before asking, and asks only for the last key given meanwhile', async () => {
    vi.useFakeTimers()
    const { load } = requests<string>()
    const { rerender } = renderHook(({ key }) => useFetch(key, load, { delay: 300 }), { initialProps: { key: 'a' } })
    act(() => vi.advanceTimersByTime(200))
    rerender({ key: 'b' })
    act(() => vi.advanceTimersByTime(299))
    expect(load).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('calls the latest loader when the key changes, without asking again when only the loader changes', () => {
    const first = vi.fn(() => new Promise<string>(() => {}))
    const second = vi.fn(() => new Promise<string>(() => {}))
    const { rerender } = renderHook(({ key, load }) => useFetch(key, load), { initialProps: { key: 'a', load: first } })
    rerender({ key: 'a', load: second })
    expect(second).not.toHaveBeenCalled()
    rerender({ key: 'b', load: second })
    expect(first).toHaveBeenCalledTimes(1)
    expect(second).toHaveBeenCalledTimes(1)
  })
})
