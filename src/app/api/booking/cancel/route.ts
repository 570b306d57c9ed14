import { bookingOperations, cancelBookingByLink } from '@/features/booking'
import { endpoint, serve } from '@/server/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  POST: serve(bookingOperations.cancel, ({ body }) => cancelBookingByLink(body)),
})
