/**
 * Index of the next enabled item after `from` moving by `step`, wrapping around; -1 when none is enabled.
 * A `from` outside the list (e.g. -1, nothing highlighted) starts before the first item going forward and after the last going back.
 */
export function nextEnabledIndex(items: ReadonlyArray<{ disabled?: boolean }>, from: number, step: 1 | -1): number {
  const count = items.length
  const start = from >= 0 && from < count ? from : step > 0 ? -1 : count
  for (let i = 1; i <= count; i++) {
    const index = (((start + step * i) % count) + count) % count
    if (!items[index]?.disabled) return index
  }
  return -1
}
