// The page of one canonical query (features/navigation/query-pages.ts): the same page, cached per query.
export { default, generateMetadata } from '../../page'
