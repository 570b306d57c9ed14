// What src/proxy.ts uses of the progress feature: index.ts would bring its service (CMS reads) and React views into the proxy.
export { canonicalProgressQuery } from './year'
