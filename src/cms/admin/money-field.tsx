'use client'
import { FieldDescription, FieldError, FieldLabel, useField } from '@payloadcms/ui'
import type { NumberFieldClientProps } from 'payload'

import { groupDigits, parseRubles } from './money-text'

/**
 * A ruble amount in the edit form, grouped by thousands as it is typed ('12 910 000 ₽'): a bare number input
 * shows 12910000, which managers misread by a digit. The stored value stays a plain number.
 */
export function MoneyField({ field, path, readOnly }: NumberFieldClientProps) {
  const { value, setValue, showError, errorMessage, disabled } = useField<number | null>({ path })
  // Only digits are kept, so the text is always the stored value, grouped: a reset or a restored version shows at once.
  const text = groupDigits(value)
  const description = field.admin?.description
  const locked = Boolean(readOnly || field.admin?.readOnly || disabled)
  return (
    <div className={`field-type number${showError ? ' error' : ''}${locked ? ' read-only' : ''}`}>
      <FieldLabel label={field.label} required={field.required} path={path} />
      <div className="field-type__wrap">
        <FieldError path={path} message={errorMessage} showError={showError} />
        <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <input
            id={`field-${path.replace(/\./g, '__')}`}
            name={path}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={text}
            disabled={locked}
            onChange={(event) => {
              setValue(parseRubles(event.target.value))
            }}
          />
          <span aria-hidden="true">₽</span>
        </div>
      </div>
      {typeof description === 'string' && <FieldDescription path={path} description={description} />}
    </div>
  )
}
