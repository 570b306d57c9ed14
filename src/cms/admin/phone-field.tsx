'use client'
import { FieldDescription, FieldLabel, useField } from '@payloadcms/ui'
import type { TextFieldClientProps } from 'payload'

import { displayPhone } from './phone-text'

/**
 * A lead's phone in its edit form, as the team reads it («+7 921 123-45-67»), not as stored («+79211234567»).
 * Read-only: it is what the buyer submitted, and corrections go into the comment thread.
 */
export function ReadOnlyPhoneField({ field, path }: TextFieldClientProps) {
  const { value } = useField<string | null>({ path })
  const description = field.admin?.description
  return (
    <div className="field-type text read-only">
      <FieldLabel label={field.label} path={path} />
      <div className="field-type__wrap">
        <input
          id={`field-${path.replace(/\./g, '__')}`}
          name={path}
          type="text"
          value={value ? displayPhone(value) : ''}
          disabled
          readOnly
        />
      </div>
      {typeof description === 'string' && <FieldDescription path={path} description={description} />}
    </div>
  )
}
