'use client'

import { useState } from 'react'

import { DebugState, DemoRow, type DemoProps } from '../shared/demo'
import { Textarea } from './textarea'

/** Textarea with a counter and an error. */
export function TextareaDemo({ theme, debug }: DemoProps) {
  const [text, setText] = useState('')
  return (
    <>
      <DemoRow title="Варианты">
        <div data-stretch="">
          <Textarea
            theme={theme}
            label="Комментарий"
            maxLength={300}
            value={text}
            onChange={setText}
            placeholder="Удобное время для звонка"
          />
        </div>
        <div data-stretch="">
          <Textarea theme={theme} label="Вопрос" error="Напишите, пожалуйста, вопрос" required />
        </div>
      </DemoRow>
      <DebugState debug={debug} state={{ text }} />
    </>
  )
}
