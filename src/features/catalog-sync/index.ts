/** Catalogue sync: the one import engine and the ways in (the push API, the admin's price list). */
export { catalogSyncOperations } from './operations'
export { pushCatalogue, toImportDto } from './push'
export { applyImport, ImportError, lastMapping, planImport, rollbackImport, type ImportInput, type ImportOutcome } from './engine'
