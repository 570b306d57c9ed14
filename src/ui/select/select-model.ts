/** A value a select option can carry; null is the reset option's value. */
export type SelectValue = string | number | boolean | null

/** An option/spec of SPEC §3; the value and label live under configurable keys. */
export interface SelectOption {
  [key: string]: unknown
  disabled?: boolean
  /** Nested sub-options, shown when this option is selected and has more than one. */
  inner_specs?: SelectOption[]
  /** Values of inner_specs still available. */
  inner_facets?: unknown[]
}

/** One line of the listbox: the reset option, an option, or a sub-option of a selected option. */
export interface SelectRow {
  key: string
  kind: 'reset' | 'option' | 'inner'
  value: SelectValue
  label: string
  disabled: boolean
  selected: boolean
  /** The row after this one is selected too (lets selected runs be drawn as one block). */
  nextSelected: boolean
  /** For sub-options: the value of the outer option they belong to. */
  parentValue?: SelectValue
}

export interface RowsInput {
  options: readonly SelectOption[]
  value: SelectValue | readonly SelectValue[] | undefined
  innerValue?: SelectValue | readonly SelectValue[]
  multiple: boolean
  valueKey: string
  labelKey: string
  resetLabel: string
  required: boolean
  /** Available values; an option outside them is disabled, or dropped with hideFiltered. */
  facets?: readonly unknown[]
  hideSelected: boolean
  hideFiltered: boolean
  /** Show sub-options (hasInner with both names given). */
  withInner: boolean
}

/** Value equality that tolerates numbers arriving as strings from the URL. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (a === null || b === null || a === undefined || b === undefined) return false
  return String(a) === String(b)
}

/** The selected values as a list, whatever mode the value came in. */
export function selectedList(value: SelectValue | readonly SelectValue[] | undefined): SelectValue[] {
  if (Array.isArray(value)) return value.filter((v) => v !== null && v !== undefined)
  return value === null || value === undefined ? [] : [value as SelectValue]
}

/** The value stored in an option under valueKey, as a SelectValue. */
export function valueOf(option: SelectOption, valueKey: string): SelectValue {
  const raw = option[valueKey]
  return raw === undefined ? null : (raw as SelectValue)
}

/** The label stored in an option under labelKey. */
export function labelOf(option: SelectOption, labelKey: string): string {
  const raw = option[labelKey]
  return raw === undefined || raw === null ? '' : String(raw)
}

const inFacets = (facets: readonly unknown[] | undefined, value: SelectValue) => !facets || facets.some((f) => sameValue(f, value))

/** The listbox rows after the reset, required, facet, hideSelected and sub-option rules of SPEC §4–§5. */
export function buildRows(input: RowsInput): SelectRow[] {
  const { options, valueKey, labelKey, facets, hideSelected, hideFiltered, required, withInner } = input
  const selected = selectedList(input.value)
  const innerSelected = selectedList(input.innerValue)
  const isSelected = (v: SelectValue) => selected.some((s) => sameValue(s, v))
  const rows: SelectRow[] = []

  const hasOwnReset = options.some((o) => valueOf(o, valueKey) === null)
  if (!required && !hasOwnReset) {
    rows.push({
      key: 'reset',
      kind: 'reset',
      value: null,
      label: input.resetLabel,
      disabled: false,
      selected: selected.length === 0,
      nextSelected: false,
    })
  }

  options.forEach((option, index) => {
    const value = valueOf(option, valueKey)
    if (value === null) {
      // The null-valued option is the reset: never disabled, never offered on a required select.
      if (!required)
        rows.push({
          key: `reset-${index}`,
          kind: 'reset',
          value: null,
          label: labelOf(option, labelKey),
          disabled: false,
          selected: selected.length === 0,
          nextSelected: false,
        })
      return
    }
    const available = inFacets(facets, value)
    const chosen = isSelected(value)
    if (hideFiltered && !available) return
    if (hideSelected && chosen) return
    rows.push({
      key: `o-${index}-${String(value)}`,
      kind: 'option',
      value,
      label: labelOf(option, labelKey),
      disabled: option.disabled === true || !available,
      selected: chosen,
      nextSelected: false,
    })

    const inner = option.inner_specs ?? []
    if (!withInner || !chosen || inner.length <= 1) return
    inner.forEach((sub, subIndex) => {
      const subValue = valueOf(sub, valueKey)
      const subAvailable = subValue === null || inFacets(option.inner_facets, subValue)
      if (hideFiltered && !subAvailable) return
      rows.push({
        key: `i-${index}-${subIndex}-${String(subValue)}`,
        kind: 'inner',
        value: subValue,
        label: labelOf(sub, labelKey),
        disabled: sub.disabled === true || !subAvailable,
        selected: innerSelected.some((s) => sameValue(s, subValue)),
        nextSelected: false,
        parentValue: value,
      })
    })
  })

  rows.forEach((row, i) => {
    row.nextSelected = Boolean(rows[i + 1]?.selected) && row.selected
  })
  return rows
}

/** The field's text: chosen labels (with the chosen sub-option), or the placeholder. */
export function displayText(
  input: Pick<RowsInput, 'options' | 'value' | 'innerValue' | 'valueKey' | 'labelKey' | 'withInner'>,
  placeholder: string,
): string {
  const chosen = selectedList(input.value)
  if (chosen.length === 0) return placeholder
  const inner = selectedList(input.innerValue)
  const labels = chosen.map((value) => {
    const option = input.options.find((o) => sameValue(valueOf(o, input.valueKey), value))
    if (!option) return String(value)
    const outer = labelOf(option, input.labelKey)
    const subs =
      input.withInner && (option.inner_specs?.length ?? 0) > 1
        ? (option.inner_specs ?? []).filter((s) => inner.some((v) => sameValue(v, valueOf(s, input.valueKey))))
        : []
    return subs.length ? `${outer} (${subs.map((s) => labelOf(s, input.labelKey)).join(', ')})` : outer
  })
  return labels.join(', ')
}

/** The value after choosing `value`: set in single mode, toggled in multiple mode, cleared by null. */
export function nextValue(
  current: SelectValue | readonly SelectValue[] | undefined,
  value: SelectValue,
  multiple: boolean,
): SelectValue | SelectValue[] {
  if (value === null) return multiple ? [] : null
  if (!multiple) return value
  const list = selectedList(current)
  return list.some((v) => sameValue(v, value)) ? list.filter((v) => !sameValue(v, value)) : [...list, value]
}

/** The console error of SPEC §5 for hasInner without name and innerName. */
export const INNER_PROPS_ERROR = 'VSelect: При наличии внутренних опций (hasInner) требуется указать пропсы name и innerName'
