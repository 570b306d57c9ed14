// Public surface of the booking feature (server-side: app route files and the API docs).
export { type BookingPageState, bookingRefId, loadBookingPage } from './booking-page-data'
export { BookingScreen, type BookingScreenProps } from './booking-screen'
export { BOOKING_ENDPOINT, BOOKING_MESSAGES, BOOKING_TEXTS, formatHoldDeadline, HOLD_DAYS, HOLD_DURATION_MS } from './booking-terms'
export { type BookingConfirmation, bookingConfirmationSchema, type BookingForm, bookingFormSchema } from './booking.schema'
export { holdProperty, type HoldRequest, type HoldResult } from './hold'
export { bookFlat } from './service'
export { bookingOperations } from './operations'
