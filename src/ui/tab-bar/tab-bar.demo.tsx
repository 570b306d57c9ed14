'use client'

import { useState } from 'react'

import { DebugState, DemoRow, type DemoProps } from '../shared/demo'
import { TabBar } from './tab-bar'

const years = [
  { value: '2024', label: '2024' },
  { value: '2025', label: '2025' },
  { value: '2026', label: '2026' },
]
const views = [
  { value: 'cards', label: 'Карточки' },
  { value: 'table', label: 'Таблица' },
  { value: 'genplan', label: 'Генплан', disabled: true },
]

/** Tab bars: pill and line variants, a disabled tab. */
export function TabBarDemo({ theme, debug }: DemoProps) {
  const [year, setYear] = useState('2026')
  const [view, setView] = useState('cards')
  return (
    <>
      <DemoRow title="pill">
        <TabBar theme={theme} label="Год строительства" items={years} value={year} onChange={setYear} />
      </DemoRow>
      <DemoRow title="line">
        <TabBar theme={theme} label="Вид списка" variant="line" items={views} value={view} onChange={setView} />
      </DemoRow>
      <DebugState debug={debug} state={{ year, view }} />
    </>
  )
}
