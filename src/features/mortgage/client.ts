// Client-safe public surface of the mortgage feature: the calculator island, for the mortgage page and the
// flat card's modal. Nothing here (transitively) imports payload or the database.
export { MortgageCalculator, type MortgageCalculatorProps, type MortgageInitial } from './mortgage-calculator'
export { flatsHref, flatsLinkQuery } from './calculator-model'
