'use client'

import { requestConsultation } from '@/features/shell'
import { Button, type ButtonVariant } from '@/ui/button/button'

/** The mortgage page's 'получить консультацию': opens the consultation modal mounted by the layout. */
export function ConsultCta({ variant = 'accent', className }: { variant?: ButtonVariant; className?: string }) {
  return (
    <Button variant={variant} size="large" className={className} onClick={() => requestConsultation({ source: 'mortgage' })}>
      получить консультацию
    </Button>
  )
}
