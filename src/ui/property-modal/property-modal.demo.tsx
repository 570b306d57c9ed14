'use client'

import { useState } from 'react'

import { DebugState, type DemoProps } from '../shared/demo'
import { PropertyModal } from './property-modal'

/** A small stylised floor plan for the demo (walls, doors and room labels). */
function DemoPlan({
  label,
  rooms,
}: {
  label: string
  rooms: Array<{ x: number; y: number; w: number; h: number; name: string; area: string }>
}) {
  return (
    <svg viewBox="0 0 400 260" role="img" aria-label={label} style={{ width: '100%', maxWidth: 520, height: 'auto' }}>
      <rect x="8" y="8" width="384" height="244" fill="none" stroke="currentColor" strokeWidth="6" />
      {rooms.map((room) => (
        <g key={room.name}>
          <rect x={room.x} y={room.y} width={room.w} height={room.h} fill="none" stroke="currentColor" strokeWidth="3" />
          <text x={room.x + room.w / 2} y={room.y + room.h / 2 - 4} textAnchor="middle" fontSize="13" fill="currentColor">
            {room.name}
          </text>
          <text x={room.x + room.w / 2} y={room.y + room.h / 2 + 14} textAnchor="middle" fontSize="11" fill="currentColor">
            {room.area}
          </text>
        </g>
      ))}
    </svg>
  )
}

const TABS = [
  {
    value: 'plan',
    label: 'Планировка',
    content: (
      <DemoPlan
        label="Планировка двухкомнатной квартиры 54,3 м²"
        rooms={[
          { x: 8, y: 8, w: 180, h: 140, name: 'Кухня-гостиная', area: '21,4 м²' },
          { x: 188, y: 8, w: 204, h: 140, name: 'Спальня', area: '15,2 м²' },
          { x: 8, y: 148, w: 120, h: 104, name: 'Санузел', area: '4,6 м²' },
          { x: 128, y: 148, w: 264, h: 104, name: 'Прихожая', area: '9,1 м²' },
        ]}
      />
    ),
  },
  {
    value: 'floor',
    label: 'На этаже',
    content: (
      <DemoPlan
        label="Расположение квартиры на 12 этаже"
        rooms={[
          { x: 8, y: 8, w: 96, h: 110, name: 'кв. 141', area: '38 м²' },
          { x: 104, y: 8, w: 96, h: 110, name: 'кв. 142', area: '54 м²' },
          { x: 200, y: 8, w: 96, h: 110, name: 'кв. 143', area: '61 м²' },
          { x: 296, y: 8, w: 96, h: 110, name: 'кв. 144', area: '44 м²' },
          { x: 8, y: 150, w: 384, h: 102, name: 'Холл и лифты', area: '' },
        ]}
      />
    ),
  },
]

/** Property viewer: tabs, zoom toggle, announcements. */
export function PropertyModalDemo({ theme, debug }: DemoProps) {
  const [tab, setTab] = useState('plan')
  const [zoomed, setZoomed] = useState(false)
  return (
    <>
      <PropertyModal
        label={`Планировка квартиры (${theme === 'dark' ? 'тёмная тема' : 'светлая тема'})`}
        theme={theme}
        tabs={TABS}
        activeTab={tab}
        onTabChange={setTab}
        zoomed={zoomed}
        onToggleZoom={setZoomed}
      />
      <DebugState debug={debug} state={{ tab, zoomed }} />
    </>
  )
}
