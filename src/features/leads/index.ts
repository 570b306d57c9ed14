export * from './leads.schema'
export { createLead, subscribe } from './service'
export { leadsOperations } from './operations'
