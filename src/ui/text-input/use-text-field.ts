import type { Theme } from '../shared/types'
import { useControllable } from '../shared/use-controllable'
import { useFieldIds } from '../shared/use-field-ids'

export interface TextFieldOptions {
  id?: string
  value?: string
  defaultValue?: string
  onChange?: (value: string) => void
  hint?: string
  error?: string | boolean
}

/** The props TextInput and Textarea share: a visible (or hidden) label, a controllable value, hint and error. */
export interface TextFieldProps extends Omit<TextFieldOptions, 'id'> {
  label: string
  /** Hide the label visually; it still names the field. */
  hideLabel?: boolean
  theme?: Theme
}

/** State and ARIA wiring shared by TextInput and Textarea. */
export function useTextField({ id, value, defaultValue = '', onChange, hint, error }: TextFieldOptions) {
  const ids = useFieldIds({ id, hint, error })
  const [current, setCurrent] = useControllable(value, defaultValue)
  return {
    ...ids,
    value: current,
    change(next: string) {
      setCurrent(next)
      onChange?.(next)
    },
  }
}
