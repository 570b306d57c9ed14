'use client'

import { useState } from 'react'

import { DebugState, DemoRow, type DemoProps } from '../shared/demo'
import { TextInput } from './text-input'

/** Text inputs: sizes, hint, error, suffix, disabled. */
export function TextInputDemo({ theme, debug }: DemoProps) {
  const [name, setName] = useState('')
  const [email, setEmail] = useState('ivan@')
  const emailError = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? undefined : 'Введите корректный e-mail'
  return (
    <>
      <DemoRow title="Поля">
        <div data-stretch="">
          <TextInput theme={theme} label="Имя" value={name} onChange={setName} autoComplete="name" required />
        </div>
        <div data-stretch="">
          <TextInput
            theme={theme}
            label="E-mail"
            type="email"
            value={email}
            onChange={setEmail}
            error={emailError}
            autoComplete="email"
            required
          />
        </div>
        <div data-stretch="">
          <TextInput
            theme={theme}
            label="Стоимость квартиры"
            suffix="млн ₽"
            inputMode="decimal"
            defaultValue="12,4"
            hint="От 3 до 60 млн ₽"
          />
        </div>
      </DemoRow>
      <DemoRow title="Размеры и состояния">
        <div data-stretch="">
          <TextInput theme={theme} size="small" label="Маленькое" placeholder="Введите текст" />
        </div>
        <div data-stretch="">
          <TextInput theme={theme} size="large" label="Большое" placeholder="Введите текст" />
        </div>
        <div data-stretch="">
          <TextInput theme={theme} label="Недоступно" disabled defaultValue="Только чтение" />
        </div>
      </DemoRow>
      <DebugState debug={debug} state={{ name, email, emailError: emailError ?? null }} />
    </>
  )
}
