import { z } from 'zod'

import { LEAD_TYPES } from '@/cms/options'

// The forms validate with these schemas in the browser too. Zod probes whether it may compile validators with
// `new Function`; under the site's CSP (no 'unsafe-eval') that probe is refused and reported as a violation,
// so in the browser it validates without compiling.
if (typeof window !== 'undefined') z.config({ jitless: true })

/** The Russian messages of the forms (SPEC §5; the consent text is quoted from it exactly). */
export const MESSAGES = {
  nameRequired: 'Укажите имя',
  nameLength: 'Имя должно содержать от 2 до 60 символов',
  nameFormat: 'Имя может содержать только буквы, пробелы, дефис и апостроф',
  phoneRequired: 'Укажите номер телефона',
  phoneFormat: 'Укажите российский номер телефона, например +7 999 123-45-67',
  emailRequired: 'Укажите e-mail',
  emailFormat: 'Укажите корректный e-mail, например name@example.ru',
  consentRequired: 'пожалуйста, отметьте согласие на получение рекламной рассылки',
  commentLength: 'Комментарий должен быть не длиннее 1000 символов',
  typeUnknown: 'Неизвестный тип заявки',
  propertyUnknown: 'Помещение не найдено',
  programUnknown: 'Ипотечная программа не найдена',
  invalidForm: 'Проверьте правильность заполнения формы',
} as const

/** Normalises a Russian phone number to +7XXXXXXXXXX (accepts 8…, 7…, +7… and 10 bare digits with spaces, brackets, dashes); null when it is not one. */
export function normalizePhone(input: string): string | null {
  const trimmed = input.trim()
  if (!/^\+?[\d\s()\-.]+$/.test(trimmed)) return null
  const digits = trimmed.replace(/\D/g, '')
  const plus = trimmed.startsWith('+')
  let national: string | undefined
  if (digits.length === 11 && (digits[0] === '7' || (!plus && digits[0] === '8'))) national = digits.slice(1)
  else if (digits.length === 10 && !plus) national = digits
  // Russian numbering: geographic codes start with 3, 4 or 8, mobile codes with 9 (+7 6xx/7xx is Kazakhstan).
  return national && /^[3489]/.test(national) ? `+7${national}` : null
}

const NAME_PATTERN = /^\p{L}+(?:[ '’-]+\p{L}+)*$/u

/** An empty or absent form field reads as missing, so "required" messages win over format ones. */
const present = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

/** A person's name: letters, spaces, hyphen, apostrophe; 2–60 characters. */
export const nameField = z.preprocess(
  present,
  z
    .string({ error: MESSAGES.nameRequired })
    .transform((v) => v.trim().replace(/\s+/g, ' '))
    .pipe(z.string().min(2, MESSAGES.nameLength).max(60, MESSAGES.nameLength).regex(NAME_PATTERN, MESSAGES.nameFormat)),
)

/** A Russian phone number, normalised to +7XXXXXXXXXX. */
export const phoneField = z.preprocess(
  present,
  z.string({ error: MESSAGES.phoneRequired }).transform((value, ctx) => {
    const phone = normalizePhone(value)
    if (!phone) ctx.addIssue({ code: 'custom', message: MESSAGES.phoneFormat })
    return phone ?? value
  }),
)

/** An e-mail address, trimmed and lower-cased. */
export const emailField = z.preprocess(
  present,
  z
    .string({ error: MESSAGES.emailRequired })
    .transform((v) => v.trim().toLowerCase())
    .pipe(z.email(MESSAGES.emailFormat).max(254, MESSAGES.emailFormat)),
)

/** A checkbox from a form, JSON or query: true/false, on/off, 1/0, yes/no; absent takes the default. */
const checkbox = (fallback: boolean, message: string) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? fallback : typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.union(
      [z.boolean(), z.enum(['true', 'on', '1', 'yes']).transform(() => true), z.enum(['false', 'off', '0', 'no']).transform(() => false)],
      {
        error: message,
      },
    ),
  )

const optionalText = (max: number, message?: string) =>
  z.preprocess((v) => (typeof v === 'number' ? String(v) : present(v)), z.string().trim().max(max, message).optional())

const utm = optionalText(500)

const leadTypes = LEAD_TYPES.map((t) => t.value) as [LeadType, ...LeadType[]]
export type LeadType = (typeof LEAD_TYPES)[number]['value']

/** The honeypot field: invisible to people, so a value means a bot filled the form. */
export const HONEYPOT_FIELD = 'website'

/** POST /api/requests/: the consultation, callback, booking and excursion forms (SPEC §3 request form). */
export const leadFormSchema = z.object({
  type: z
    .preprocess((v) => present(v) ?? 'consultation', z.enum(leadTypes, { error: MESSAGES.typeUnknown }))
    .describe('Default consultation'),
  name: nameField.describe('Letters, spaces, hyphen, apostrophe; 2–60 characters'),
  phone: phoneField.describe('Russian number: +7…, 8… or 10 digits, spaces, brackets and dashes allowed; stored as +7XXXXXXXXXX'),
  comment: optionalText(1000, MESSAGES.commentLength).describe('Up to 1000 characters'),
  property: optionalText(64).describe(
    'Property id or ref_id (booking, a flat’s consultation); without it, a lead sent from a property’s page (page_url /flats/{id}) is linked to that property',
  ),
  mortgage_program: z
    .preprocess(
      (v) => (typeof v === 'number' ? String(v) : present(v)),
      z
        .string()
        .trim()
        .regex(/^\d{1,10}$/, MESSAGES.programUnknown)
        .optional(),
    )
    .describe('Mortgage programme id («оставить заявку на ипотеку»)'),
  client_id: optionalText(200).describe('Analytics client id'),
  page_url: optionalText(2000),
  utm_source: utm,
  utm_medium: utm,
  utm_campaign: utm,
  utm_content: utm,
  utm_term: utm,
  [HONEYPOT_FIELD]: z.preprocess((v) => (typeof v === 'string' ? v : ''), z.string()).describe('Honeypot: leave empty'),
})

export type LeadForm = z.infer<typeof leadFormSchema>

/** The mailing subscription form (SPEC §3, §5): consent must be given. */
export const mailingFormSchema = z.object({
  name: nameField.describe('Letters, spaces, hyphen, apostrophe; 2–60 characters'),
  email: emailField.describe('E-mail address'),
  agree_advertising_mailings: checkbox(true, MESSAGES.consentRequired)
    .refine((v) => v, MESSAGES.consentRequired)
    .describe('Consent to advertising mailings; default true, must not be false'),
  request_type: z.preprocess((v) => present(v) ?? 'subscribe', z.string().trim().max(50)).describe("Default 'subscribe'"),
  page_url: optionalText(2000),
})

export type MailingForm = z.infer<typeof mailingFormSchema>

export const leadAcceptedSchema = z.object({ id: z.number().int(), status: z.literal('accepted') })
export const mailingAcceptedSchema = z.object({ status: z.literal('accepted') })
export type LeadAccepted = z.infer<typeof leadAcceptedSchema>
export type MailingAccepted = z.infer<typeof mailingAcceptedSchema>
