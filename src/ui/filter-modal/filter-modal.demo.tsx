'use client'

import { useState } from 'react'

import { Button } from '../button/button'
import { Checkbox } from '../checkbox/checkbox'
import { DebugState, DemoRow, type DemoProps } from '../shared/demo'
import { Switch } from '../switch/switch'
import { FilterModal } from './filter-modal'

const ROOMS = ['Студии', '1-комн.', '2-комн.', '3-комн.', '4-комн.', 'Евро-2', 'Евро-3']
const FEATURES = [
  'угловое остекление',
  'терраса',
  'мастер-спальня',
  'гардеробная',
  'вид на воду',
  'высокие потолки',
  'два санузла',
  'кухня-гостиная',
  'окна на две стороны',
]

/** The mobile filter modal with enough content to scroll and show the edge shadows. */
export function FilterModalDemo({ theme, debug }: DemoProps) {
  const [open, setOpen] = useState(false)
  const [withReset, setWithReset] = useState(false)
  const [picked, setPicked] = useState<string[]>([])
  const [events, setEvents] = useState<string[]>([])
  const log = (event: string) => setEvents((list) => [...list.slice(-4), event])
  const toggle = (item: string) => setPicked((list) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]))

  return (
    <>
      <DemoRow title="Открыть">
        <Button theme={theme} onClick={() => setOpen(true)}>
          Фильтры{picked.length ? ` · ${picked.length}` : ''}
        </Button>
        <Switch theme={theme} label="Кнопка «Сбросить»" checked={withReset} onChange={setWithReset} />
      </DemoRow>
      <FilterModal
        open={open}
        theme={theme}
        showReset={withReset}
        onReset={() => {
          setPicked([])
          log('reset')
        }}
        onAccept={() => {
          setOpen(false)
          log('accept')
        }}
        onClose={() => {
          setOpen(false)
          log('close')
        }}
      >
        <fieldset style={{ border: 0, margin: 0, padding: 0, display: 'grid', gap: 16 }}>
          <legend style={{ fontWeight: 700, marginBottom: 16 }}>Комнатность</legend>
          {ROOMS.map((room) => (
            <Checkbox key={room} theme={theme} label={room} checked={picked.includes(room)} onChange={() => toggle(room)} />
          ))}
        </fieldset>
        <fieldset style={{ border: 0, margin: '32px 0 0', padding: 0, display: 'grid', gap: 16 }}>
          <legend style={{ fontWeight: 700, marginBottom: 16 }}>Особенности</legend>
          {FEATURES.map((feature) => (
            <Checkbox key={feature} theme={theme} label={feature} checked={picked.includes(feature)} onChange={() => toggle(feature)} />
          ))}
        </fieldset>
      </FilterModal>
      <DebugState debug={debug} state={{ open, picked, events }} />
    </>
  )
}
