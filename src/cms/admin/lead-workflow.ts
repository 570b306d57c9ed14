import { APIError, type CollectionBeforeChangeHook, type Field } from 'payload'

import { hasRole, roleOf, userIdOf } from '../access'
import { datePicker } from '../fields'
import { LEAD_STATUSES } from '../options'

/** The form's box for a new comment (a virtual field: the thread keeps the text). */
export const NEW_NOTE = 'new_note'

/**
 * A lead as the sales team works it (like amoCRM's pipeline): a status, an owner from the sales
 * team and a comment thread. Kept apart from the form's own fields in leads.ts (the property and the
 * mortgage programme the visitor came with among them), which the site writes.
 */
export function leadWorkflowFields(): Field[] {
  return [
    {
      name: 'status',
      label: 'Статус',
      type: 'select',
      options: [...LEAD_STATUSES],
      // Not `required`: the default fills it, and the site's forms need not know the workflow exists.
      defaultValue: 'new',
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'owner',
      label: 'Ответственный',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      // Leads are worked by the sales team; an admin may be picked too (a small office's manager).
      filterOptions: { role: { in: ['sales', 'admin'] } },
      admin: { position: 'sidebar', description: 'Берёт заявку в работу — становится ответственным, если никого нет.' },
    },
    {
      name: 'notes',
      label: 'Комментарии отдела продаж',
      type: 'array',
      labels: { singular: 'Комментарий', plural: 'Комментарии' },
      // Read-only in the form: a saved comment is never edited (the save would have to refuse it); new ones
      // are written in «Новый комментарий» below.
      admin: { readOnly: true, description: 'Лента только пополняется: написанное не меняется и не удаляется.' },
      fields: [
        { name: 'text', label: 'Текст', type: 'textarea', required: true },
        {
          type: 'row',
          fields: [
            { name: 'author', label: 'Автор', type: 'relationship', relationTo: 'users', admin: { readOnly: true, width: '50%' } },
            { name: 'at', label: 'Когда', type: 'date', admin: { readOnly: true, width: '50%', date: datePicker(true) } },
          ],
        },
      ],
    },
    {
      // Not stored: the save appends it to the thread with its author and time.
      name: NEW_NOTE,
      label: 'Новый комментарий',
      type: 'textarea',
      virtual: true,
      admin: {
        // Payload makes a virtual field read-only unless told otherwise.
        readOnly: false,
        description:
          'Звонок, договорённость, причина отказа или исправление данных клиента. После сохранения попадёт в ленту с вашим именем и временем; изменить его будет нельзя — уточнение добавьте новым комментарием.',
      },
    },
  ]
}

/** What the visitor sent: nobody in the back office rewrites it; a correction goes into the comment thread. */
export const BUYER_FIELDS = ['name', 'phone', 'email', 'comment'] as const

const blank = (value: unknown) => value === null || value === undefined || value === ''

/** The buyer's fields this save would change (an unchanged value, as the admin form posts it, is no change). */
export function changedBuyerFields(data: Record<string, unknown>, original: Record<string, unknown> | undefined): string[] {
  return BUYER_FIELDS.filter((name) => {
    if (!(name in data)) return false
    const [next, before] = [data[name], original?.[name]]
    return !(blank(next) && blank(before)) && next !== before
  })
}

/** A saved comment this save would change or remove: the thread only grows. */
export function rewritesNotes(before: Note[] | null | undefined, incoming: Note[] | null | undefined): boolean {
  if (!incoming) return false
  const sent = new Map(incoming.filter((note) => note.id).map((note) => [note.id, note]))
  return (before ?? []).some((note) => {
    const now = sent.get(note.id)
    return !now || (now.text ?? '').trim() !== (note.text ?? '').trim()
  })
}

type Note = { id?: string | null; text?: string | null; author?: unknown; at?: string | null }

/**
 * The comment thread is append-only: rows already saved are kept as they were (an edit or a removal of
 * someone's note is ignored), new rows get their author and time from the request, never from the form.
 */
export function appendNotes(
  before: Note[] | null | undefined,
  incoming: Note[] | null | undefined,
  author: number | null,
  now: string,
): Note[] {
  const kept = before ?? []
  const known = new Set(kept.map((note) => note.id).filter(Boolean))
  const added = (incoming ?? [])
    .filter((note) => !(note.id && known.has(note.id)) && typeof note.text === 'string' && note.text.trim() !== '')
    .map((note) => ({ ...(note.id ? { id: note.id } : {}), text: note.text!.trim(), author, at: now }))
  return [...kept, ...added]
}

/** Refused with 403 and said in words, never answered 200 and dropped. */
const refuse = (message: string) => new APIError(message, 403, undefined, true)

/**
 * Stamps new comments (the thread's new rows and «Новый комментарий») and gives a lead taken into work an
 * owner: the sales user who took it. A staff member's change of the buyer's fields or of a saved comment is
 * refused; the site and the system (no user) write the form's fields when the lead is made.
 */
export const leadWorkflowBeforeChange: CollectionBeforeChangeHook = ({ data, originalDoc, req, operation }) => {
  if (!data) return data
  const user = userIdOf(req)
  if (operation === 'update' && req.user) {
    const changed = changedBuyerFields(data, originalDoc)
    if (changed.length > 0) {
      throw refuse('Данные, которые прислал клиент, не меняются. Исправление или уточнение добавьте в «Новый комментарий».')
    }
    if (rewritesNotes(originalDoc?.notes as Note[] | undefined, data.notes as Note[] | undefined)) {
      throw refuse('Сохранённый комментарий не меняется и не удаляется. Уточнение добавьте новым комментарием.')
    }
  }
  const typed = typeof data[NEW_NOTE] === 'string' ? (data[NEW_NOTE] as string) : ''
  delete data[NEW_NOTE]
  if ('notes' in data || operation === 'update' || typed.trim()) {
    const incoming = [...((data.notes ?? originalDoc?.notes ?? []) as Note[]), ...(typed.trim() ? [{ text: typed }] : [])]
    data.notes = appendNotes(originalDoc?.notes as Note[] | undefined, incoming, user, new Date().toISOString())
  }
  const owner = data.owner ?? originalDoc?.owner
  const takenIntoWork = data.status === 'in_progress' && originalDoc?.status !== 'in_progress'
  if (takenIntoWork && !owner && user && roleOf(req.user) !== null && hasRole(req.user, 'sales')) data.owner = user
  return data
}
