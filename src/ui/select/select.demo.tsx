'use client'

import { useState } from 'react'

import { DebugState, DemoRow, type DemoProps } from '../shared/demo'
import { Select } from './select'
import type { SelectOption, SelectValue } from './select-model'

/** The UI-kit demo cities (SPEC §9). */
export const DEMO_CITIES: SelectOption[] = [
  { value: 'spb', label: 'Санкт-Петербург' },
  { value: 'moscow', label: 'Москва' },
  { value: 'ekt', label: 'Екатеринбург' },
]

const ROOMS: SelectOption[] = [
  { value: 0, label: 'Студия' },
  { value: 1, label: '1-комн.' },
  { value: 2, label: '2-комн.' },
  { value: 3, label: '3-комн.' },
  { value: 4, label: '4-комн.' },
]

const BUILDINGS: SelectOption[] = [
  {
    id: 'k1',
    title: 'Корпус 1',
    inner_specs: [
      { id: 1, title: 'Секция 1' },
      { id: 2, title: 'Секция 2' },
      { id: 3, title: 'Секция 3' },
    ],
    inner_facets: [1, 3],
  },
  {
    id: 'k3',
    title: 'Корпус 3',
    inner_specs: [
      { id: 7, title: 'Секция 7' },
      { id: 8, title: 'Секция 8' },
    ],
  },
  { id: 'k5', title: 'Корпус 5', inner_specs: [{ id: 12, title: 'Секция 12' }] },
]

type Value = SelectValue | SelectValue[]

/** Select: the cities demo, multiple with facets, required with an error, nested sections and the tablet modal. */
export function SelectDemo({ theme, debug }: DemoProps) {
  const [city, setCity] = useState<Value>(null)
  const [cities, setCities] = useState<Value>([])
  const [rooms, setRooms] = useState<Value>([1])
  const [required, setRequired] = useState<Value>(null)
  const [building, setBuilding] = useState<Value>(null)
  const [section, setSection] = useState<Value>(null)
  const [modalCity, setModalCity] = useState<Value>(null)
  const [outside, setOutside] = useState(0)

  return (
    <>
      <DemoRow title="Одиночный и множественный выбор">
        <div data-stretch="">
          <Select
            theme={theme}
            label="Город"
            options={DEMO_CITIES}
            value={city}
            onChange={setCity}
            onClickOutside={() => setOutside((n) => n + 1)}
          />
        </div>
        <div data-stretch="">
          <Select theme={theme} label="Города" multiple options={DEMO_CITIES} value={cities} onChange={setCities} color="secondary" />
        </div>
      </DemoRow>
      <DemoRow title="Фасеты: недоступные и скрытые варианты">
        <div data-stretch="">
          <Select
            theme={theme}
            label="Комнатность"
            multiple
            options={ROOMS}
            facets={[0, 1, 2]}
            value={rooms}
            onChange={setRooms}
            size="small"
          />
        </div>
        <div data-stretch="">
          <Select
            theme={theme}
            label="Комнатность (hideFiltered, hideSelected)"
            multiple
            hideFiltered
            hideSelected
            options={ROOMS}
            facets={[1, 2, 3]}
            value={rooms}
            onChange={setRooms}
            size="large"
          />
        </div>
      </DemoRow>
      <DemoRow title="Обязательный, с ошибкой; недоступный">
        <div data-stretch="">
          <Select
            theme={theme}
            label="Город получения ключей"
            required
            options={DEMO_CITIES}
            value={required}
            onChange={setRequired}
            error={required === null}
            hint="Выберите город"
          />
        </div>
        <div data-stretch="">
          <Select theme={theme} label="Недоступно" disabled options={DEMO_CITIES} value="spb" />
        </div>
      </DemoRow>
      <DemoRow title="Корпус и секция (inner_specs)">
        <div data-stretch="">
          <Select
            theme={theme}
            label="Корпус"
            options={BUILDINGS}
            valueKey="id"
            labelKey="title"
            value={building}
            onChange={(next) => {
              setBuilding(next)
              setSection(null)
            }}
            hasInner
            name="building"
            innerName="section"
            innerValue={section}
            onInnerChange={(next) => {
              setBuilding(next.building ?? null)
              setSection(next.section ?? null)
            }}
          />
        </div>
        <div data-stretch="">
          <Select
            theme={theme}
            label="Город (на планшете — в модальном окне)"
            mobileModal
            options={DEMO_CITIES}
            value={modalCity}
            onChange={setModalCity}
          />
        </div>
      </DemoRow>
      <DebugState debug={debug} state={{ city, cities, rooms, required, building, section, modalCity, clickOutside: outside }} />
    </>
  )
}
