'use client'

import { useState } from 'react'

import { DebugState, DemoRow, type DemoProps } from '../shared/demo'
import { Switch } from './switch'

/** Switch: plain and named (emits {[name]: boolean}). */
export function SwitchDemo({ theme, debug }: DemoProps) {
  const [plain, setPlain] = useState(false)
  const [named, setNamed] = useState<Record<string, boolean> | null>(null)
  return (
    <>
      <DemoRow title="Состояния">
        <Switch theme={theme} label="С отделкой" checked={plain} onChange={setPlain} />
        {/* One name per theme's copy of the demo: form controls of a page must not share a name. */}
        <Switch theme={theme} label="Со скидкой" name={`has_discount_${theme}`} onNamedChange={setNamed} />
        <Switch theme={theme} label="Маленький" size="small" defaultChecked />
        <Switch theme={theme} label="Недоступно" disabled />
      </DemoRow>
      <DebugState debug={debug} state={{ plain, named }} />
    </>
  )
}
