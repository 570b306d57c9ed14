// Public surface of the flat card (server-side: app route files only).
export { type FlatRoute, loadFlat } from './flat-data'
export { canonicalFlatPath, flatMetadata, type SeoLookup } from './flat-metadata'
export { FlatPrintSheet, type FlatPrintSheetProps } from './flat-print'
export { FlatScreen, type FlatScreenProps } from './flat-screen'
