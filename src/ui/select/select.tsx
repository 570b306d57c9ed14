'use client'

import clsx from 'clsx'
import { lazy, Suspense, useRef, type CSSProperties, type RefObject } from 'react'

import { Icon } from '../icon/icon'
import fieldStyles from '../shared/field.module.css'
import { FieldMessage } from '../shared/field-message'
import type { Size, Theme } from '../shared/types'
import { selectedList, type SelectRow } from './select-model'
import styles from './select.module.css'
import { useSelect, type SelectStateOptions } from './use-select'

export type { SelectOption, SelectValue } from './select-model'

// Only a tablet with `mobileModal` opens the options in the filter modal: its code is not part of the first load of
// every page with a select (the catalogue's filters), and loads as such a select mounts, before its first opening.
const FilterModal = lazy(() => import('../filter-modal/filter-modal').then((module) => ({ default: module.FilterModal })))

export interface SelectProps extends SelectStateOptions {
  label?: string
  /** Accessible name when there is no visible label. */
  ariaLabel?: string
  /** Shown under the field; in an alert style when error is set. */
  hint?: string
  error?: boolean
  size?: Size
  theme?: Theme
  color?: 'primary' | 'secondary'
  /** Max height of the dropdown list (SPEC §9: 28.8rem). */
  listMaxHeight?: string
  className?: string
  id?: string
}

interface ListboxProps {
  state: ReturnType<typeof useSelect>
  listboxRef: RefObject<HTMLUListElement | null>
  multiple: boolean
  label?: string
  ariaLabel?: string
  inModal: boolean
  style?: CSSProperties
}

/** The options list; in the modal it takes focus itself and drives the highlight with aria-activedescendant. */
function Listbox({ state, listboxRef, multiple, label, ariaLabel, inModal, style }: ListboxProps) {
  const renderRow = (row: SelectRow, index: number) => (
    // Options are reached by keyboard through the combobox (aria-activedescendant), not by focus of their own.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <li
      key={row.key}
      id={state.optionId(index)}
      role="option"
      className={styles.option}
      aria-selected={row.selected}
      aria-disabled={row.disabled || undefined}
      data-kind={row.kind}
      data-selected={row.selected}
      data-next-selected={row.nextSelected || undefined}
      data-highlighted={index === state.highlight || undefined}
      data-disabled={row.disabled || undefined}
      // Keeps focus on the combobox (or the modal's listbox) while clicking.
      onMouseDown={(event) => event.preventDefault()}
      onPointerMove={() => {
        if (!row.disabled && index !== state.highlight) state.highlightAt(index)
      }}
      onClick={() => state.choose(row)}
    >
      {multiple ? (
        <span className={styles.mark} data-variant="checkbox" aria-hidden="true">
          <Icon name="check" size="small" />
        </span>
      ) : null}
      <span className={styles.optionLabel}>{row.label}</span>
      {!multiple && row.selected && row.kind !== 'reset' ? <Icon name="check" size="small" className={styles.tick} /> : null}
    </li>
  )

  return (
    <ul
      ref={listboxRef}
      id={state.ids.listbox}
      role="listbox"
      className={styles.listbox}
      style={style}
      aria-labelledby={label ? state.ids.label : undefined}
      aria-label={label ? undefined : ariaLabel}
      aria-multiselectable={multiple || undefined}
      tabIndex={inModal ? 0 : -1}
      aria-activedescendant={inModal && state.highlight >= 0 ? state.optionId(state.highlight) : undefined}
      data-in-modal={inModal || undefined}
      onKeyDown={inModal ? (event) => state.onKeyDown(event, true) : undefined}
    >
      {state.rows.map(renderRow)}
    </ul>
  )
}

/** Select-only combobox with a listbox popup (WAI-ARIA APG), single or multiple, with the filter rules of SPEC §4–§5. */
export function Select(props: SelectProps) {
  const {
    label,
    ariaLabel,
    hint,
    error = false,
    size = 'medium',
    theme = 'light',
    color = 'primary',
    listMaxHeight = '28.8rem',
    className,
    multiple = false,
    required = false,
    disabled = false,
    name,
    value,
  } = props
  const rootRef = useRef<HTMLDivElement>(null)
  const comboboxRef = useRef<HTMLDivElement>(null)
  const listboxRef = useRef<HTMLUListElement>(null)
  const state = useSelect(props, { rootRef, listboxRef })
  const showHint = Boolean(hint)
  const inlineOpen = state.open && !state.modal

  return (
    <div
      ref={rootRef}
      className={clsx(fieldStyles.field, styles.root, className)}
      data-theme={theme}
      data-size={size}
      data-color={color}
      data-open={state.open}
      data-focused={state.focused}
      data-disabled={disabled || undefined}
      data-error={error || undefined}
      data-multiple={multiple || undefined}
      data-has-value={state.hasValue}
    >
      {label ? (
        // A span cannot be a <label> for a div, so a click on it focuses the combobox by hand (a pointer convenience;
        // keyboard users reach the combobox itself).
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
        <span id={state.ids.label} className={fieldStyles.label} onClick={() => comboboxRef.current?.focus()}>
          {label}
          {required ? (
            <span className={fieldStyles.required} aria-hidden="true" data-required-marker="true">
              *
            </span>
          ) : null}
        </span>
      ) : null}
      <div className={styles.anchor}>
        <div
          ref={comboboxRef}
          id={props.id ?? state.ids.combobox}
          role="combobox"
          className={styles.field}
          tabIndex={disabled ? -1 : 0}
          aria-labelledby={label ? state.ids.label : undefined}
          aria-label={label ? undefined : ariaLabel}
          aria-haspopup="listbox"
          aria-expanded={state.open}
          aria-controls={state.open ? state.ids.listbox : undefined}
          aria-activedescendant={inlineOpen && state.highlight >= 0 ? state.optionId(state.highlight) : undefined}
          aria-disabled={disabled || undefined}
          aria-required={required || undefined}
          aria-invalid={error || undefined}
          aria-describedby={showHint ? state.ids.hint : undefined}
          onClick={() => {
            if (!disabled) state.toggle()
          }}
          onKeyDown={(event) => state.onKeyDown(event)}
          onFocus={state.onFocus}
          onBlur={(event) => state.onBlur(event.relatedTarget as Element | null)}
        >
          <span className={styles.value} data-placeholder={!state.hasValue || undefined}>
            {state.text}
          </span>
          <Icon name="chevron-down" size="small" className={styles.chevron} />
        </div>
        {inlineOpen ? (
          <div className={styles.popup}>
            <Listbox
              state={state}
              listboxRef={listboxRef}
              multiple={multiple}
              label={label}
              ariaLabel={ariaLabel}
              inModal={false}
              style={{ maxHeight: listMaxHeight }}
            />
          </div>
        ) : null}
      </div>
      {state.modal ? (
        <Suspense fallback={null}>
          <FilterModal
            open={state.open}
            title={label ?? 'Фильтр'}
            theme={theme}
            onAccept={state.closeMenu}
            onClose={state.closeMenu}
            showReset={!required}
            onReset={state.reset}
            initialFocus={listboxRef}
          >
            <Listbox state={state} listboxRef={listboxRef} multiple={multiple} label={label} ariaLabel={ariaLabel} inModal />
          </FilterModal>
        </Suspense>
      ) : null}
      {name ? selectedList(value).map((item) => <input key={String(item)} type="hidden" name={name} value={String(item)} />) : null}
      {showHint ? <FieldMessage id={state.ids.hint} hint={hint} error={error} /> : null}
    </div>
  )
}
