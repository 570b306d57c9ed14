export * from './leads.schema'
export { createLead, subscribe } from './service'
export { leadsOperations } from './operations'
export { ATTRIBUTION_COOKIE, type LeadAttribution, leadAttribution } from './attribution'
