// What src/proxy.ts uses of the booking feature: index.ts would bring the booking service and Payload into the proxy.
export { canonicalBookingQuery } from './ref-id'
