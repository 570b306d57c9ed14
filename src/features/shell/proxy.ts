// What src/proxy.ts uses of the shell feature: index.ts would bring the site's header, footer and error views into the proxy.
export { HTTP_ERROR_ROUTE, httpErrorRewrite, provokedStatus, statusProvocationAllowed } from './page-error'
