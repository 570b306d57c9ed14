'use client'

import { requestConsultation } from '@/features/shell'
import { Button } from '@/ui/button/button'

/** The SPEC label of a consultation call to action on a page (the tablet wording of the header button). */
export const CONSULTATION_LABEL = 'получить консультацию'

export interface ConsultationButtonProps {
  /** Where the request came from, for analytics ('main', 'sunrise', …). */
  source: string
  className?: string
}

/** Opens the site's consultation modal (mounted once by the layout) through the shell's request event. */
export function ConsultationButton({ source, className }: ConsultationButtonProps) {
  return (
    <Button variant="accent" size="large" className={className} onClick={() => requestConsultation({ source })}>
      {CONSULTATION_LABEL}
    </Button>
  )
}
