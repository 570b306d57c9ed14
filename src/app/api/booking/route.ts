import { bookFlat, bookingOperations } from '@/features/booking'
import { endpoint, serve } from '@/lib/api'

// The page the visitor booked from, when the browser says, is stored with the lead for the sales team.
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  POST: serve(bookingOperations.book, ({ body, fields, request }) => bookFlat(body, fields, request.headers.get('referer') ?? undefined)),
})
