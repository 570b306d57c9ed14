/**
 * The consult button asks for the consultation modal through a window event, so the shell does not
 * depend on the leads feature. The modal's owner listens and calls preventDefault(); when nobody does
 * (no modal on this page yet), the visitor is taken to the contacts in the footer.
 */
export const CONSULT_EVENT = 'nz:consultation'

/** The phone's way to ask for a call back, beside 'позвонить' that dials: every width can request a call. */
export const CALLBACK_LABEL = 'заказать звонок'

export interface ConsultRequest {
  /** Where the request came from, for analytics ('header', 'mobile-menu', …). */
  source: string
  /** What the lead is about, stored with it (a lead carries its context, so sales know what the buyer asked about). */
  about?: LeadSubject
}

/** The subject of a request: a flat, a mortgage programme, or both («оставить заявку на ипотеку»). */
export interface LeadSubject {
  /** 'mortgage' for a mortgage application, 'trade_in' for a trade-in request; a consultation otherwise. */
  type?: 'mortgage' | 'trade_in'
  /** The property's id. */
  property?: number
  /** The mortgage programme's id. */
  mortgage_program?: number
  /** One line naming the subject for the visitor: «Семейная ипотека, Северный капитал Банк · квартира № 207». */
  summary?: string
}

/** Asks for the consultation modal; returns true when a listener opened it. */
export function requestConsultation(detail: ConsultRequest): boolean {
  const event = new CustomEvent<ConsultRequest>(CONSULT_EVENT, { detail, cancelable: true })
  const handled = !window.dispatchEvent(event)
  if (!handled) {
    const contacts = document.getElementById('contacts')
    contacts?.scrollIntoView({ behavior: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' })
    contacts?.querySelector<HTMLElement>('[data-phone]')?.focus({ preventScroll: true })
  }
  return handled
}

/** Subscribes a modal to consultation requests; the handler opens it. Returns the unsubscribe function. */
export function onConsultationRequest(handler: (request: ConsultRequest) => void): () => void {
  const listener = (event: Event) => {
    event.preventDefault()
    handler((event as CustomEvent<ConsultRequest>).detail)
  }
  window.addEventListener(CONSULT_EVENT, listener)
  return () => window.removeEventListener(CONSULT_EVENT, listener)
}
