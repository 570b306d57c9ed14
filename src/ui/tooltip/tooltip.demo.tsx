'use client'

import { useState } from 'react'

import { Button } from '../button/button'
import { DebugState, type DemoProps } from '../shared/demo'
import { countRu, RU_FORMS } from '@/lib/plural'

import { Tooltip } from './tooltip'
import styles from './tooltip.demo.module.css'

const SECTIONS = [
  { id: 31, building: 3, number: 1, status: 'стройка', floors: 25, x: 22 },
  { id: 12, building: 1, number: 2, status: 'дом сдан', floors: 12, x: 62 },
]

/** The tooltip primitive as the master plan uses it: opened on a building, closed by an outside click after 700 ms. */
export function TooltipDemo({ theme, debug }: DemoProps) {
  const [openId, setOpenId] = useState<number | null>(null)
  const [chosen, setChosen] = useState<number[]>([])
  const open = SECTIONS.find((s) => s.id === openId)
  return (
    <>
      <div className={styles.map} data-theme={theme}>
        {SECTIONS.map((section) => (
          <button
            key={section.id}
            type="button"
            className={styles.pin}
            style={{ left: `${section.x}%` }}
            aria-expanded={openId === section.id}
            onClick={() => setOpenId(section.id)}
          >
            {section.building}
          </button>
        ))}
        {open ? (
          <Tooltip
            open
            label={`корпус ${open.building}, секция ${open.number}`}
            onClose={() => setOpenId(null)}
            theme={theme}
            placement="bottom"
            style={{ left: `calc(${open.x}% - 24px)`, top: 96 }}
          >
            <p className={styles.title}>
              корпус {open.building}, секция {open.number}
            </p>
            <p className={styles.tag}>{open.status === 'стройка' ? 'стройка' : 'дом сдан'}</p>
            <p className={styles.floors}>{countRu(open.floors, RU_FORMS.floor)}</p>
            <Button
              theme={theme}
              fullWidth
              size="small"
              onClick={() => {
                setChosen((list) => (list.includes(open.id) ? list.filter((id) => id !== open.id) : [...list, open.id]))
                setOpenId(null)
              }}
            >
              {chosen.includes(open.id) ? 'отменить выбор' : 'выбрать'}
            </Button>
          </Tooltip>
        ) : null}
      </div>
      <DebugState debug={debug} state={{ openId, chosen }} />
    </>
  )
}
