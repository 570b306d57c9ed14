'use client'

import { useState } from 'react'

import { DebugState, DemoRow, type DemoProps } from '../shared/demo'
import { Checkbox } from './checkbox'

const CONSENT_ERROR = 'пожалуйста, отметьте согласие на получение рекламной рассылки'

/** Checkbox states, including the consent error of the mailing form. */
export function CheckboxDemo({ theme, debug }: DemoProps) {
  const [consent, setConsent] = useState(false)
  return (
    <>
      <DemoRow title="Состояния">
        <Checkbox theme={theme} label="Студии" defaultChecked />
        <Checkbox theme={theme} label="1-комн." />
        <Checkbox theme={theme} label="Недоступно" disabled />
        <Checkbox theme={theme} size="small" label="Маленький" />
      </DemoRow>
      <DemoRow title="С ошибкой">
        <div data-stretch="">
          <Checkbox
            theme={theme}
            label="Согласен на получение рекламной рассылки"
            checked={consent}
            onChange={setConsent}
            error={consent ? undefined : CONSENT_ERROR}
          />
        </div>
      </DemoRow>
      <DebugState debug={debug} state={{ consent }} />
    </>
  )
}
