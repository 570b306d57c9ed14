import { render, screen } from '@testing-library/react'
import type { TextFieldClientProps } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { ReadOnlyPhoneField } from './phone-field'

const stored = { value: '+79211234567' as string | null }

vi.mock('@payloadcms/ui', () => ({
  useField: () => ({ value: stored.value }),
  FieldLabel: ({ label, path }: { label: string; path: string }) => <label htmlFor={`field-${path}`}>{label}</label>,
  FieldDescription: ({ description }: { description: string }) => <p>{description}</p>,
}))

const props = { path: 'phone', field: { name: 'phone', label: 'Телефон', type: 'text', admin: {} } } as unknown as TextFieldClientProps

describe('ReadOnlyPhoneField', () => {
  it('shows the stored phone as the team reads it, and cannot be edited', () => {
    render(<ReadOnlyPhoneField {...props} />)
    const input = screen.getByLabelText<HTMLInputElement>('Телефон')
    expect(input.value).toBe('+7\u00a0921\u00a0123-45-67')
    expect(input).toBeDisabled()
    expect(input).toHaveAttribute('readonly')
  })

  it('leaves a foreign number as stored, and an empty one empty', () => {
    stored.value = '+380441234567'
    const { unmount } = render(<ReadOnlyPhoneField {...props} />)
    expect(screen.getByLabelText<HTMLInputElement>('Телефон').value).toBe('+380441234567')
    unmount()
    stored.value = null
    render(<ReadOnlyPhoneField {...props} />)
    expect(screen.getByLabelText<HTMLInputElement>('Телефон').value).toBe('')
  })
})
