import { useId } from 'react'

import { hasFieldMessage } from '../shared/field-message'
import { useControllable } from '../shared/use-controllable'

export interface TextFieldOptions {
  id?: string
  value?: string
  defaultValue?: string
  onChange?: (value: string) => void
  hint?: string
  error?: string | boolean
}

/** State and ARIA wiring shared by TextInput and Textarea. */
export function useTextField({ id, value, defaultValue = '', onChange, hint, error }: TextFieldOptions) {
  const autoId = useId()
  const inputId = id ?? autoId
  const messageId = `${inputId}-message`
  const [current, setCurrent] = useControllable(value, defaultValue)
  const invalid = Boolean(error)
  return {
    inputId,
    messageId,
    value: current,
    invalid,
    describedBy: hasFieldMessage({ hint, error }) ? messageId : undefined,
    change(next: string) {
      setCurrent(next)
      onChange?.(next)
    },
  }
}
