import 'client-only'

import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react'

import { nextEnabledIndex } from '../shared/next-enabled-index'
import type { Device } from '../shared/types'
import { useClickOutside } from '../shared/use-click-outside'
import { useDevice } from '../shared/device'
import {
  buildRows,
  displayText,
  INNER_PROPS_ERROR,
  nextValue,
  sameValue,
  valueOf,
  type SelectOption,
  type SelectRow,
  type SelectValue,
} from './select-model'

export interface SelectStateOptions {
  options: readonly SelectOption[]
  /** A single value, or an array in multiple mode; null/[] means nothing chosen. */
  value?: SelectValue | readonly SelectValue[]
  onChange?: (value: SelectValue | SelectValue[]) => void
  multiple?: boolean
  valueKey?: string
  labelKey?: string
  placeholder?: string
  resetLabel?: string
  required?: boolean
  disabled?: boolean
  facets?: readonly unknown[]
  hideSelected?: boolean
  hideFiltered?: boolean
  /** Enables sub-options (inner_specs); needs name and innerName. */
  hasInner?: boolean
  name?: string
  innerName?: string
  innerValue?: SelectValue | readonly SelectValue[]
  /** Receives {[name]: outer value, [innerName]: inner value (array in multiple mode)}. */
  onInnerChange?: (value: Record<string, SelectValue | SelectValue[]>) => void
  /** On a tablet, open the options in the full-screen filter modal. */
  mobileModal?: boolean
  device?: Device
  /** Tab or a press outside blurred and closed the select. */
  onClickOutside?: () => void
  onOpenChange?: (open: boolean) => void
}

const TYPEAHEAD_RESET_MS = 500

/** Elements the component owns and the behaviour needs (outside clicks, focus moves). */
export interface SelectElements {
  rootRef: RefObject<HTMLElement | null>
  listboxRef: RefObject<HTMLElement | null>
}

/** State and behaviour of the select-only combobox (WAI-ARIA APG) with the rules of SPEC §4–§5. */
export function useSelect(o: SelectStateOptions, { rootRef, listboxRef }: SelectElements) {
  const {
    options,
    value,
    multiple = false,
    valueKey = 'value',
    labelKey = 'label',
    placeholder = 'Все',
    resetLabel = 'Все',
    required = false,
    disabled = false,
    hasInner = false,
    name,
    innerName,
  } = o
  const baseId = useId()
  const ids = { label: `${baseId}-label`, combobox: `${baseId}-combobox`, listbox: `${baseId}-listbox`, hint: `${baseId}-hint` }
  const typeahead = useRef({ text: '', timer: 0 as ReturnType<typeof setTimeout> | 0 })

  const { device } = useDevice(o.device)
  const modal = Boolean(o.mobileModal) && device === 'tablet'
  const withInner = Boolean(hasInner && name && innerName)

  useEffect(() => {
    if (hasInner && (!name || !innerName)) console.error(INNER_PROPS_ERROR)
  }, [hasInner, name, innerName])

  const rows = useMemo(
    () =>
      buildRows({
        options,
        value,
        innerValue: o.innerValue,
        multiple,
        valueKey,
        labelKey,
        resetLabel,
        required,
        facets: o.facets,
        hideSelected: Boolean(o.hideSelected),
        hideFiltered: Boolean(o.hideFiltered),
        withInner,
      }),
    [options, value, o.innerValue, multiple, valueKey, labelKey, resetLabel, required, o.facets, o.hideSelected, o.hideFiltered, withInner],
  )

  const [open, setOpen] = useState(false)
  const [focused, setFocused] = useState(false)
  // Tracked by key so the highlight stays on its option when rows appear or vanish around it.
  const [highlightKey, setHighlightKey] = useState<string | null>(null)
  const highlight = highlightKey === null ? -1 : rows.findIndex((row) => row.key === highlightKey)
  const canOpen = !disabled && options.length > 0

  const highlightAt = (index: number) => setHighlightKey(rows[index]?.key ?? null)
  const selectedIndex = () => rows.findIndex((row) => row.selected && row.kind === 'option')

  const openMenu = (start: 'selected' | 'first' | 'last' = 'selected') => {
    if (!canOpen || open) return
    setOpen(true)
    o.onOpenChange?.(true)
    const chosen = selectedIndex()
    if (chosen >= 0 && !rows[chosen]?.disabled) highlightAt(chosen)
    else if (start === 'first') highlightAt(nextEnabledIndex(rows, -1, 1))
    else if (start === 'last') highlightAt(nextEnabledIndex(rows, -1, -1))
    else highlightAt(-1)
  }

  const closeMenu = () => {
    setHighlightKey(null)
    if (!open) return
    setOpen(false)
    o.onOpenChange?.(false)
  }

  const leave = () => {
    closeMenu()
    setFocused(false)
    o.onClickOutside?.()
  }

  const choose = (row: SelectRow) => {
    if (row.disabled) return
    highlightAt(rows.indexOf(row))
    if (row.kind === 'inner') {
      if (!name || !innerName) return
      o.onInnerChange?.({ [name]: row.parentValue ?? null, [innerName]: nextValue(o.innerValue, row.value, multiple) })
      if (!multiple) closeMenu()
      return
    }
    o.onChange?.(nextValue(value, row.value, multiple))
    // In single mode an option that reveals sub-options keeps the menu open so they can be picked.
    const option = options.find((item) => sameValue(valueOf(item, valueKey), row.value))
    const revealsInner = withInner && row.kind === 'option' && (option?.inner_specs?.length ?? 0) > 1
    if (!multiple && !revealsInner) closeMenu()
  }

  const typeAhead = (char: string) => {
    const state = typeahead.current
    if (state.timer) clearTimeout(state.timer)
    state.text += char.toLowerCase()
    state.timer = setTimeout(() => {
      state.text = ''
      state.timer = 0
    }, TYPEAHEAD_RESET_MS)
    const order = rows.map((_, i) => (Math.max(highlight, 0) + i + (state.text.length === 1 ? 1 : 0)) % rows.length)
    const match = order.find((i) => {
      const row = rows[i]
      return row !== undefined && !row.disabled && row.label.toLowerCase().startsWith(state.text)
    })
    if (match === undefined) return
    if (!open) openMenu()
    highlightAt(match)
  }

  /** Keys of SPEC §4 plus Home/End, Space and type-ahead of the APG select-only combobox. */
  const onKeyDown = (event: KeyboardEvent<HTMLElement>, inModal = false) => {
    if (disabled) return
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault()
        const step = event.key === 'ArrowDown' ? 1 : -1
        if (!open) openMenu(step === 1 ? 'first' : 'last')
        else highlightAt(nextEnabledIndex(rows, highlight, step))
        return
      }
      case 'Home':
      case 'End':
        if (!open) return
        event.preventDefault()
        highlightAt(event.key === 'Home' ? nextEnabledIndex(rows, -1, 1) : nextEnabledIndex(rows, -1, -1))
        return
      case 'Enter':
      case ' ':
        if (event.key === ' ' && typeahead.current.text) {
          event.preventDefault()
          typeAhead(' ')
          return
        }
        event.preventDefault()
        if (!open) openMenu()
        else if (rows[highlight]) choose(rows[highlight])
        return
      case 'Escape':
        if (!open) return
        event.preventDefault()
        event.stopPropagation()
        closeMenu()
        return
      case 'Tab':
        // Inside the modal Tab belongs to its focus trap.
        if (!inModal) leave()
        return
      default:
        if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) typeAhead(event.key)
    }
  }

  useClickOutside([rootRef], (open || focused) && !(modal && open), leave)

  useEffect(() => {
    if (!open || highlight < 0) return
    document.getElementById(`${ids.listbox}-${highlight}`)?.scrollIntoView?.({ block: 'nearest' })
  }, [open, highlight, ids.listbox])

  useEffect(() => () => clearTimeout(typeahead.current.timer || undefined), [])

  return {
    ids,
    rows,
    open,
    focused,
    highlight,
    modal,
    canOpen,
    text: displayText({ options, value, innerValue: o.innerValue, valueKey, labelKey, withInner }, placeholder),
    hasValue: rows.some((row) => row.selected && row.kind !== 'reset'),
    optionId: (index: number) => `${ids.listbox}-${index}`,
    toggle: () => (open ? closeMenu() : openMenu()),
    openMenu,
    closeMenu,
    choose,
    reset: () => o.onChange?.(nextValue(value, null, multiple)),
    highlightAt,
    onKeyDown,
    onFocus: () => setFocused(true),
    onBlur: (next: Element | null) => {
      // Focus moving into our own listbox or modal is not leaving the select.
      if (next && (rootRef.current?.contains(next) || listboxRef.current?.contains(next))) return
      if (modal && open) return
      setFocused(false)
      closeMenu()
    },
  }
}
