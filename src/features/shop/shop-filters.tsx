'use client'

import type { PropertySpecs } from '@/features/properties'
import { Select } from '@/ui/select/select'
import type { SelectValue } from '@/ui/select/select-model'
import { Switch } from '@/ui/switch/switch'

import type { ListKey, ShopFilter } from './filter-state'
import type { ShopFacetGroups } from './island-data'
import { RangeField } from './range-field'
import styles from './shop-filters.module.css'

type Specs = PropertySpecs['specs']
type Facets = ShopFacetGroups

export interface ShopFiltersProps {
  specs: Specs
  facets: Facets
  filter: ShopFilter
  onChange: (next: ShopFilter) => void
  /** Label of the «просмотренные» switch; the screen hides the switch where it makes no sense. */
  viewedLabel?: string
}

const MILLION = 1_000_000

/** Values a facet still offers (an option outside them would give an empty list). */
const facetValues = (counts: readonly { value: string | number }[]) => counts.map((c) => c.value)

const toggled = <T,>(list: readonly T[], value: T) =>
  list.some((v) => String(v) === String(value)) ? list.filter((v) => String(v) !== String(value)) : [...list, value]

interface ChipsProps {
  name: ListKey
  label: string
  options: Specs[ListKey]['options']
  available: readonly (string | number)[]
  selected: readonly (string | number)[]
  onToggle: (value: string | number) => void
}

/** Quick toggle chips (rooms, finishing, completion): pressed ones are in the filter; ones that would give nothing are disabled. */
function Chips({ name, label, options, available, selected, onToggle }: ChipsProps) {
  if (options.length === 0) return null
  return (
    <fieldset className={styles.group} data-name={name}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.chips}>
        {options.map((option) => {
          const pressed = selected.some((v) => String(v) === String(option.value))
          const empty = option.disabled || !available.some((v) => String(v) === String(option.value))
          return (
            <button
              key={String(option.value)}
              type="button"
              className={styles.chip}
              aria-pressed={pressed}
              disabled={empty && !pressed}
              onClick={() => onToggle(option.value)}
            >
              {option.label}
            </button>
          )
        })}
      </div>
    </fieldset>
  )
}

const asList = (value: SelectValue | SelectValue[]) => (Array.isArray(value) ? value : value === null ? [] : [value])

/** The lists offered as selects (корпус, then секция), shown only where there is more than one building. */
const SELECT_KEYS = ['building', 'section'] as const satisfies readonly ListKey[]
/** The chip groups below the selects, in this order; their values are strings. */
const TEXT_CHIP_KEYS = ['finishing_kind', 'orientation', 'completion', 'features'] as const satisfies readonly ListKey[]

/**
 * The shop's filters, built from /specs/ (what exists for the type) and /facets/ (what the other filters still
 * leave): rooms chips, classic/euro layouts, price/area/floor ranges, корпус and секция, finishing, completion, features, discount,
 * viewed. Every change goes out whole; page resets to 1.
 */
export function ShopFilters({ specs, facets, filter, onChange, viewedLabel }: ShopFiltersProps) {
  const set = (patch: Partial<ShopFilter>) => onChange({ ...filter, ...patch, page: 1 })
  const toggle = (key: ListKey, value: string | number) => set({ [key]: toggled(filter[key] as (string | number)[], value) })
  const ranges = [
    { key: 'price', scale: MILLION, unit: 'млн ₽' },
    { key: 'area', scale: 1, unit: specs.area.unit },
    { key: 'floor', scale: 1, unit: specs.floor.unit },
  ] as const
  // The filter keeps each list in its URL type: room counts are numbers, the other chip values strings.
  const chipGroup = (key: ListKey, asValue: (value: string | number) => string | number) => (
    <Chips
      key={key}
      name={key}
      label={specs[key].label}
      options={specs[key].options}
      available={facetValues(facets[key])}
      selected={filter[key]}
      onToggle={(v) => toggle(key, asValue(v))}
    />
  )

  return (
    <div className={styles.filters}>
      {chipGroup('rooms', Number)}
      {/* Right under the rooms: «2-комн.» mixes classic and euro layouts («2Е»), and this tells them apart. */}
      {chipGroup('layout_format', String)}

      {ranges.map(({ key, scale, unit }) =>
        // A range with one value (every parking place is on floor −1) filters nothing: it is left out.
        specs[key].min === null || specs[key].min === specs[key].max ? null : (
          <RangeField
            key={key}
            label={specs[key].label}
            unit={unit}
            scale={scale}
            min={filter[`${key}_min`]}
            max={filter[`${key}_max`]}
            bounds={facets[key]}
            onChange={(min, max) => set({ [`${key}_min`]: min, [`${key}_max`]: max })}
          />
        ),
      )}

      {specs.building.options.length > 1 ? (
        <div className={styles.selects}>
          {SELECT_KEYS.map((key) => (
            <Select
              key={key}
              label={specs[key].label}
              multiple
              size="small"
              options={specs[key].options}
              facets={facetValues(facets[key])}
              value={filter[key]}
              onChange={(value) => set({ [key]: asList(value).map(Number) })}
            />
          ))}
        </div>
      ) : null}

      {TEXT_CHIP_KEYS.map((key) => chipGroup(key, String))}

      <div className={styles.switches}>
        {!specs.discount.disabled ? (
          <Switch
            label={specs.discount.label}
            checked={filter.discount}
            disabled={facets.discount.count === 0 && !filter.discount}
            onChange={(discount) => set({ discount })}
          />
        ) : null}
        {viewedLabel ? <Switch label={viewedLabel} checked={filter.viewed} onChange={(viewed) => set({ viewed })} /> : null}
      </div>
    </div>
  )
}
