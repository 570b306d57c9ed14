// What src/proxy.ts uses of the leads feature: index.ts would bring the lead service and Payload into the proxy.
export { attributionCookie, attributionOfVisit } from './attribution'
