import { useId } from 'react'

import { hasFieldMessage } from './field-message'

/** The ids and ARIA wiring of a kit field: its control's id, the hint/error line's id, and aria-describedby. */
export function useFieldIds({ id, hint, error }: { id?: string; hint?: string; error?: string | boolean }) {
  const autoId = useId()
  const inputId = id ?? autoId
  const messageId = `${inputId}-message`
  return {
    inputId,
    messageId,
    invalid: Boolean(error),
    /** Points at the message only when FieldMessage renders one. */
    describedBy: hasFieldMessage({ hint, error }) ? messageId : undefined,
  }
}
