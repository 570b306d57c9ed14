// What src/proxy.ts uses of the navigation feature: the routes alone, without index.ts's menus and browser navigation.
export { queryPagePath } from './query-pages'
export { pathKind, queryKindOf, type QueryKind } from './routes'
