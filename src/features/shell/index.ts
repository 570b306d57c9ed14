// Public surface of the shell feature (client-safe). Request-bound helpers live in ./server (app files only).
export { type BreadcrumbItem, Breadcrumbs } from './breadcrumbs'
export { CALLBACK_LABEL, CONSULT_EVENT, type ConsultRequest, type LeadSubject, onConsultationRequest, requestConsultation } from './consult'
export { ErrorBoundaryView } from './error-boundary-view'
export { DATA_ERROR_MESSAGE, errorContent, type ErrorContent, HOME_BUTTON_LABEL, RELOAD_BUTTON_LABEL } from './error-content'
export { ErrorLayout } from './error-layout'
export { ErrorView, type ErrorViewProps } from './error-view'
export { browserHttp } from './http'
export { NotFoundScreen, type NotFoundScreenProps } from './not-found-screen'
export { NotFoundView, type NotFoundViewProps } from './not-found-view'
export {
  describeBoundaryError,
  HTTP_ERROR_ROUTE,
  type HttpErrorRoute,
  httpErrorRewrite,
  loadPageData,
  type NotFoundKind,
  PageDataError,
  parseHttpErrorRoute,
  statusOfDataError,
  toPageDataError,
} from './page-error'
export { PageHeader, type PageHeaderProps } from './page-header'
export { PrintFrame } from './print-frame'
export { type RouteContent, routeContent } from './route-content'
export { RoutePage, type RoutePageProps } from './route-page'
export { getScrollStore, useScrollState } from './scroll-state'
export { ShellClient, type ShellClientProps } from './shell-client'
export { SiteFooter, type SiteFooterProps } from './site-footer'
export { SiteHeader, type SiteHeaderProps } from './site-header'
export { TestDiagnostics, type TestDiagnosticsProps } from './test-page'
