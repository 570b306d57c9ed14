import { useControllable } from '../shared/use-controllable'

export interface SwitchStateOptions {
  checked?: boolean
  defaultChecked?: boolean
  name?: string
  onChange?: (checked: boolean) => void
  onNamedChange?: (value: Record<string, boolean>) => void
}

/** On/off state; a toggle emits the boolean and, when a name is set, the named object {[name]: boolean} (SPEC §4). */
export function useSwitch({ checked, defaultChecked = false, name, onChange, onNamedChange }: SwitchStateOptions) {
  const [on, setOn] = useControllable(checked, defaultChecked)
  return {
    on,
    set(next: boolean) {
      setOn(next)
      onChange?.(next)
      if (name) onNamedChange?.({ [name]: next })
    },
  }
}
