'use client'

import { TextInput } from '@/ui/text-input/text-input'

import { formatPhone } from './phone-mask'
import { FIELD_LABELS } from './texts'

export interface ContactFieldProps {
  /** The visible label; the lead forms' own by default. */
  label?: string
  value: string
  onChange: (value: string) => void
  error?: string
}

/** The visitor's name, required: the same input in every form that asks for a callback or a subscription. */
export function NameField({ label = FIELD_LABELS.name, value, onChange, error }: ContactFieldProps) {
  return <TextInput label={label} name="name" autoComplete="name" required size="large" value={value} onChange={onChange} error={error} />
}

/** The visitor's e-mail, required: the mailing list's and the price watch's. */
export function EmailField({ label = FIELD_LABELS.email, value, onChange, error }: ContactFieldProps) {
  return (
    <TextInput
      label={label}
      name="email"
      type="email"
      inputMode="email"
      autoComplete="email"
      required
      size="large"
      value={value}
      onChange={onChange}
      error={error}
    />
  )
}

/** The visitor's phone, required, under the Russian mask: onChange receives the text already shown as +7 (XXX) XXX-XX-XX. */
export function PhoneField({ label = FIELD_LABELS.phone, value, onChange, error }: ContactFieldProps) {
  return (
    <TextInput
      label={label}
      name="phone"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="+7 (___) ___-__-__"
      required
      size="large"
      value={value}
      onChange={(text) => onChange(formatPhone(text))}
      error={error}
    />
  )
}
