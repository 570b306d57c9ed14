export * from './mortgage.schema'
export {
  appliesTo,
  bestOffer,
  calculateOffers,
  DEFAULT_TERMS,
  firstOffer,
  type InstalmentPlan,
  instalmentPlan,
  type MortgageTarget,
  offerFacets,
  offersPage,
  type Program,
  type ProgramScope,
  programsFor,
  type ResolvedParams,
  serves,
  sortOffers,
} from './offers'
export { loadPrograms, readPrograms } from './programs'
export { fillInstalmentTerms, fillProgramTerms, INSTALMENT_TERMS_TOKEN, PROGRAM_TERMS_TOKEN, programTermsText } from './terms'
export {
  type FlatPrices,
  type FlatPriceSource,
  getDefaultCalculation,
  getMortgageFacets,
  getMortgagePage,
  getMortgageSpecs,
  listOffers,
} from './service'
export { getMortgagePageData, type MortgagePageData } from './page-data'
export { MortgagePageView } from './mortgage-page-view'
export { mortgageOperations } from './operations'
