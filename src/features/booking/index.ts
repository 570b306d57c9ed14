// Public surface of the booking feature (server-side: app route files and the API docs).
export { type BookingPageState, bookingRefId, loadBookingPage } from './booking-page-data'
export { BookingCancelScreen, BookingScreen, type BookingScreenProps } from './booking-screen'
export {
  BOOKING_CANCEL_ENDPOINT,
  BOOKING_ENDPOINT,
  BOOKING_MESSAGES,
  BOOKING_TEXTS,
  bookingNumber,
  formatHoldDeadline,
  HOLD_DAYS,
  HOLD_DURATION_MS,
  holdDeadlineSentence,
} from './booking-terms'
export { type BookingConfirmation, bookingConfirmationSchema, type BookingForm, bookingFormSchema } from './booking.schema'
export { holdProperty, type HoldRequest, type HoldResult } from './hold'
export { bookFlat, cancelBookingByLink } from './service'
export { cancelLink, cancelToken } from './cancel-link'
export { bookingOperations } from './operations'
