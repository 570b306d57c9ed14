import { z } from 'zod'

import { emailField, MESSAGES as LEAD_MESSAGES } from '@/features/leads/client'

/** The Russian words of the watch forms, letters and pages (the consent message is the site's one, SPEC §5). */
export const WATCH_MESSAGES = {
  emailRequired: LEAD_MESSAGES.emailRequired,
  emailFormat: LEAD_MESSAGES.emailFormat,
  consentRequired: 'Отметьте согласие на обработку персональных данных',
  invalidForm: LEAD_MESSAGES.invalidForm,
  targetMissing: 'Выберите квартиру или фильтр, за которыми следить',
  propertyUnknown: 'Квартира не найдена',
  filterTooLong: 'Фильтр слишком длинный',
  linkInvalid: 'Ссылка недействительна: возможно, она устарела или скопирована не полностью',
} as const

/** The consent the checkbox gives (152-ФЗ), stored with the subscription word for word. */
export const WATCH_CONSENT_TEXT =
  'Согласен на обработку персональных данных и получение писем об изменении цен и статусов квартир в соответствии с политикой конфиденциальности.'

const present = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

/** A checkbox from a form or JSON that must be ticked: true/on/1/yes. */
const consentField = z.preprocess(
  (v) => (typeof v === 'string' ? ['true', 'on', '1', 'yes'].includes(v.trim().toLowerCase()) : v === true),
  z.literal(true, { error: WATCH_MESSAGES.consentRequired }),
)

const propertyField = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : present(v)),
  z
    .string()
    .trim()
    .regex(/^\d{1,10}$/, WATCH_MESSAGES.propertyUnknown)
    .optional(),
)

/** The fields of a watch form; the form picks the ones a buyer fills (email, consent). */
export const watchFormFields = z.object({
  email: emailField.describe('E-mail address the letters go to'),
  consent: consentField.describe('Consent to the processing of personal data (152-ФЗ); must be true'),
  property: propertyField.describe(
    'Flat id: «Следить за ценой» of an available flat, «Сообщить, когда освободится» of a booked or sold one',
  ),
  filter: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.trim().replace(/^\?/, '') : v),
      z.string().max(1000, WATCH_MESSAGES.filterTooLong).optional(),
    )
    .describe('The /flats list query (e.g. rooms=2&price_max=12000000): new flats matching it'),
  page_url: z.preprocess(present, z.string().trim().max(2000).optional()),
})

/** POST /api/price-watch/: watch one flat (`property`), or the /flats list filter (`filter`, its query string). */
export const watchFormSchema = watchFormFields.superRefine((form, ctx) => {
  if (form.property === undefined && form.filter === undefined)
    ctx.addIssue({ code: 'custom', path: ['property'], message: WATCH_MESSAGES.targetMissing })
})

export type WatchForm = z.infer<typeof watchFormSchema>

/** A confirm or unsubscribe link's secret: 43 characters of base64url (256 random bits). */
export const watchTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, WATCH_MESSAGES.linkInvalid)

export const watchConfirmSchema = z.object({ token: watchTokenSchema.describe('The token of the confirmation letter’s link') })
export const watchUnsubscribeQuerySchema = z.object({ token: watchTokenSchema.describe('The token of the letter’s unsubscribe link') })
/** RFC 8058: a mail client's one-click unsubscribe posts `List-Unsubscribe=One-Click`. */
export const watchOneClickSchema = z.object({ 'List-Unsubscribe': z.literal('One-Click').optional() })

export const watchAcceptedSchema = z.object({
  status: z.literal('pending').describe('A confirmation letter is on its way; nothing else is sent before the buyer confirms'),
})
export const watchConfirmedSchema = z.object({ status: z.literal('active'), target: z.string().describe('What is watched, in words') })
export const watchUnsubscribedSchema = z.object({ status: z.literal('unsubscribed') })

export type WatchAccepted = z.infer<typeof watchAcceptedSchema>
export type WatchConfirmed = z.infer<typeof watchConfirmedSchema>
export type WatchUnsubscribed = z.infer<typeof watchUnsubscribedSchema>
