import type { Field, GlobalBeforeChangeHook } from 'payload'

import { adminField } from '../access'

/**
 * A secret the admin types and nobody reads back: the form shows an empty «new value» field; a value typed there
 * replaces the stored secret (hidden, unreadable through the admin and the API), and an empty one keeps it.
 */
export const secretFields = (name: string, label: string, description: string): Field[] => [
  { name, type: 'text', access: { read: () => false, update: () => false }, admin: { hidden: true } },
  {
    name: `new_${name}`,
    label,
    type: 'text',
    access: { update: adminField },
    admin: {
      description: `${description} Хранится только на сервере и не показывается; оставьте поле пустым, чтобы сохранить прежнее значение.`,
    },
  },
]

/** Moves each newly typed secret (group, name) into its hidden field and clears the typed copy. */
export const storeSecrets =
  (secrets: readonly (readonly [group: string, name: string])[]): GlobalBeforeChangeHook =>
  ({ data }) => {
    for (const [group, name] of secrets) {
      const values = data[group] as Record<string, unknown> | undefined
      if (!values) continue
      const typed = values[`new_${name}`]
      if (typeof typed === 'string' && typed.trim()) values[name] = typed.trim()
      values[`new_${name}`] = null
    }
    return data
  }
