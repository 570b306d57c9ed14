import { cms } from '@/features/cms-runtime'
import { propertyByRef } from '@/features/properties'
import { ApiError, submittedFields } from '@/server/api'

import { leadAttribution } from './attribution'
import { HONEYPOT_FIELD, type LeadAccepted, type LeadForm, type MailingAccepted, type MailingForm, MESSAGES } from './leads.schema'

/** Finds the property a form refers to by id or ref_id; a reference to nothing is a field error. */
async function resolveProperty(reference: string | undefined): Promise<number | undefined> {
  if (!reference) return undefined
  const property = await propertyByRef(reference)
  if (!property) throw new ApiError(400, 'validation_error', MESSAGES.invalidForm, { property: [MESSAGES.propertyUnknown] })
  return property.id
}

/** A property's page: /flats/{id}, /flats/{id}/print or /properties/{type}/{id} (ids only, not ref_ids). */
const PROPERTY_PAGE = /^\/(?:flats|properties\/[a-z]+)\/(\d{1,10})(?:\/|$)/

/** The path of a page address, absolute or not; null when it is not an address. */
function pathOf(pageUrl: string): string | null {
  try {
    return new URL(pageUrl, 'http://site.invalid').pathname
  } catch {
    return null
  }
}

/** The property whose page the form was sent from, if the page is a property's card and the property exists. */
async function propertyOfPage(pageUrl: string | undefined): Promise<number | undefined> {
  const path = pageUrl ? pathOf(pageUrl) : null
  const id = path ? PROPERTY_PAGE.exec(path)?.[1] : undefined
  if (!id) return undefined
  try {
    return await resolveProperty(id)
  } catch {
    // A stale or hand-made address is not the visitor's error: the lead is stored without the relation.
    return undefined
  }
}

/** The mortgage programme an application names; a reference to nothing is a field error. */
async function resolveProgram(reference: string | undefined): Promise<number | undefined> {
  if (!reference) return undefined
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'mortgage-programs',
    where: { id: { equals: Number(reference) } },
    limit: 1,
    depth: 0,
    pagination: false,
    select: { name: true },
  })
  if (!docs[0]) throw new ApiError(400, 'validation_error', MESSAGES.invalidForm, { mortgage_program: [MESSAGES.programUnknown] })
  return docs[0].id
}

/**
 * POST /api/requests/: commits the lead (delivery pending) before the 201 `{ id, status: 'accepted' }`, with
 * the fields as sent beside it. A filled honeypot gets the same answer, so bots learn nothing, but the lead
 * is stored marked as spam and never delivered.
 */
export async function createLead(form: LeadForm, sent: Record<string, unknown>, cookieHeader?: string | null): Promise<LeadAccepted> {
  // A lead carries its context, so sales know which flat it is about: the property named, else the one whose page
  // it came from.
  const [property, mortgageProgram] = await Promise.all([
    form.property ? resolveProperty(form.property) : propertyOfPage(form.page_url),
    resolveProgram(form.mortgage_program),
  ])
  const spam = form[HONEYPOT_FIELD].trim() !== ''
  const payload = await cms()
  const lead = await payload.create({
    collection: 'leads',
    depth: 0,
    data: {
      type: form.type,
      name: form.name,
      phone: form.phone,
      comment: form.comment,
      property,
      mortgage_program: mortgageProgram,
      page_url: form.page_url,
      // The last non-direct click of the visitor's 90-day cookie, else the tags the form sent.
      ...leadAttribution(cookieHeader, form),
      form_fields: submittedFields(sent),
      // Until leads get a spam flag of their own, spam is parked as a failed delivery with the reason.
      delivery_status: spam ? 'failed' : 'pending',
      delivery_error: spam ? `spam: honeypot field "${HONEYPOT_FIELD}" filled` : undefined,
    },
  })
  return { id: lead.id, status: 'accepted' }
}

/**
 * POST /api/mailing/: the mailing subscription. One subscriber per e-mail: subscribing again updates
 * the name and consent. The answer carries no id, so it does not reveal whether an address was known.
 */
export async function subscribe(form: MailingForm): Promise<MailingAccepted> {
  const payload = await cms()
  const data = {
    name: form.name,
    email: form.email,
    agree_advertising_mailings: form.agree_advertising_mailings,
    request_type: form.request_type,
    page_url: form.page_url,
  }
  const existing = await payload.find({
    collection: 'subscribers',
    where: { email: { equals: form.email } },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  if (existing.docs[0])
    await payload.update({ collection: 'subscribers', id: existing.docs[0].id, data: { ...data, delivery_status: 'pending' }, depth: 0 })
  else await payload.create({ collection: 'subscribers', data: { ...data, delivery_status: 'pending' }, depth: 0 })
  return { status: 'accepted' }
}
