import { cms } from '@/cms/client'
import { ApiError, json, validate } from '@/lib/api'

import { formSnapshot, readFormBody } from './form-body'
import { HONEYPOT_FIELD, leadFormSchema, mailingFormSchema, MESSAGES } from './leads.schema'

/** Finds the property a form refers to by id or ref_id; a reference to nothing is a field error. */
async function resolveProperty(reference: string | undefined): Promise<number | undefined> {
  if (!reference) return undefined
  const payload = await cms()
  const byId = /^\d{1,10}$/.test(reference) ? [{ id: { equals: Number(reference) } }] : []
  const { docs } = await payload.find({
    collection: 'properties',
    where: { or: [...byId, { ref_id: { equals: reference } }] },
    limit: 1,
    depth: 0,
    pagination: false,
    select: { ref_id: true },
  })
  if (!docs[0]) throw new ApiError(400, 'validation_error', MESSAGES.invalidForm, { property: [MESSAGES.propertyUnknown] })
  return docs[0].id
}

/** Checks the mortgage programme a form names exists; a reference to nothing is a field error. */
async function resolveProgram(id: number | undefined): Promise<number | undefined> {
  if (id === undefined) return undefined
  const payload = await cms()
  const { totalDocs } = await payload.count({ collection: 'mortgage-programs', where: { id: { equals: id } } })
  if (totalDocs === 0) throw new ApiError(400, 'validation_error', MESSAGES.invalidForm, { program: [MESSAGES.programUnknown] })
  return id
}

/**
 * POST /api/requests/: validates a lead form and commits the lead (delivery pending) before answering
 * 201 `{ id, status: 'accepted' }`. A filled honeypot gets the same answer, so bots learn nothing, but the
 * lead is stored marked as spam and never delivered.
 */
export async function createLead(request: Request): Promise<Response> {
  const body = await readFormBody(request)
  const form = validate(leadFormSchema, body, MESSAGES.invalidForm)
  const [property, program] = await Promise.all([resolveProperty(form.property), resolveProgram(form.program)])
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
      program,
      client_id: form.client_id,
      page_url: form.page_url,
      utm_source: form.utm_source,
      utm_medium: form.utm_medium,
      utm_campaign: form.utm_campaign,
      utm_content: form.utm_content,
      utm_term: form.utm_term,
      form_fields: formSnapshot(body),
      // Until leads get a spam flag of their own, spam is parked as a failed delivery with the reason.
      delivery_status: spam ? 'failed' : 'pending',
      delivery_error: spam ? `spam: honeypot field "${HONEYPOT_FIELD}" filled` : undefined,
    },
  })
  return json({ id: lead.id, status: 'accepted' }, { status: 201, headers: { 'cache-control': 'no-store' } })
}

/**
 * POST /api/mailing/: the mailing subscription. One subscriber per e-mail: subscribing again updates
 * the name and consent. The answer carries no id, so it does not reveal whether an address was known.
 */
export async function subscribe(request: Request): Promise<Response> {
  const form = validate(mailingFormSchema, await readFormBody(request), MESSAGES.invalidForm)
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
  return json({ status: 'accepted' }, { status: 201, headers: { 'cache-control': 'no-store' } })
}
