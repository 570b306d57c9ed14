import { bookFlat, bookingOperations } from '@/features/booking'
import { endpoint, serve } from '@/server/api'

// The page the visitor booked from, when the browser says, and the attribution its cookies carry are stored with the lead.
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  POST: serve(bookingOperations.book, ({ body, fields, request }) =>
    bookFlat(body, fields, request.headers.get('referer') ?? undefined, request.headers.get('cookie')),
  ),
})
