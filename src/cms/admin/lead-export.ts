import { deliveryStatusText } from '../options'
import { moscowDateTime } from './moscow-time'

type Note = { text?: string | null; at?: string | null; author?: unknown }
type Author = { name?: string | null; email?: string | null }

const authorOf = (author: unknown): string =>
  typeof author === 'object' && author ? (author as Author).name || (author as Author).email || '' : ''

/**
 * The sales team's comment thread in one cell: each comment on its own line, «28.11.2026 14:05, Анна: текст»,
 * oldest first, as the lead's page shows it. Excel keeps the line breaks inside a quoted cell.
 */
export function notesCell(notes: readonly Note[] | null | undefined): string {
  return (notes ?? [])
    .filter((note) => note.text?.trim())
    .map((note) => {
      const who = [moscowDateTime(note.at), authorOf(note.author)].filter(Boolean).join(', ')
      return who ? `${who}: ${note.text!.trim()}` : note.text!.trim()
    })
    .join('\n')
}

/** «Ошибка доставки» only when it says more than «Доставка» does (a lead waiting for a destination said it twice). */
export function deliveryErrorCell(lead: { delivery_status?: string | null; delivery_error?: string | null }): string {
  const error = lead.delivery_error ?? ''
  return error && error !== deliveryStatusText(lead) ? error : ''
}
