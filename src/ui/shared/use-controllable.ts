import { useCallback, useState } from 'react'

/** Value that a parent may control (value given) or leave to the component (defaultValue only). */
export function useControllable<T>(value: T | undefined, defaultValue: T): [T, (next: T) => void] {
  const [inner, setInner] = useState(defaultValue)
  const controlled = value !== undefined
  const set = useCallback(
    (next: T) => {
      if (!controlled) setInner(next)
    },
    [controlled],
  )
  return [controlled ? value : inner, set]
}
