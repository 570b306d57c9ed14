import type { CollectionBeforeChangeHook, Field } from 'payload'

import { hasRole, roleOf, userIdOf } from '../access'
import { datePicker } from '../fields'
import { LEAD_STATUSES } from '../options'

/**
 * A lead as the sales team works it (issue 19, like amoCRM's pipeline): a status, an owner from the sales
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
      admin: { description: 'Звонки, договорённости, причина отказа. Автор и время ставятся сами; написанное не меняется.' },
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
  ]
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

/** Stamps new comments and gives a lead taken into work an owner: the sales user who took it. */
export const leadWorkflowBeforeChange: CollectionBeforeChangeHook = ({ data, originalDoc, req, operation }) => {
  if (!data) return data
  const user = userIdOf(req)
  if ('notes' in data || operation === 'update') {
    data.notes = appendNotes(
      originalDoc?.notes as Note[] | undefined,
      (data.notes ?? originalDoc?.notes) as Note[] | undefined,
      user,
      new Date().toISOString(),
    )
  }
  const owner = data.owner ?? originalDoc?.owner
  const takenIntoWork = data.status === 'in_progress' && originalDoc?.status !== 'in_progress'
  if (takenIntoWork && !owner && user && roleOf(req.user) !== null && hasRole(req.user, 'sales')) data.owner = user
  return data
}
