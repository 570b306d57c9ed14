export * from './mortgage.schema'
export { bestOffer, calculateOffers, offerFacets, offersPage, type Program, type ResolvedParams, serves, sortOffers } from './offers'
export { getDefaultCalculation, getMortgageFacets, getMortgagePage, getMortgageSpecs, listOffers } from './service'
