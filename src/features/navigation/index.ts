// Public surface of the navigation feature (client-safe). Menu reads live in ./server (app files only).
export {
  resolveRouteMiddleware,
  ROUTE_MIDDLEWARE,
  type RouteMiddleware,
  runRouteMiddleware,
  UNKNOWN_MIDDLEWARE_MESSAGE,
  UnknownRouteMiddlewareError,
} from './app-middleware'
export { type ChainDependencies, type NavigationDecision, needsFullLoad, runNavigationChain } from './chain'
export { clickTarget, linkTarget } from './link-intercept'
export { groupMenu, isCurrentItem, type MenuGroup, type MenuItem, menuHref, toMenuItems, topLevelItems } from './menu'
export { buildingPath, canonicalPropertyPath, chessPath, floorPath } from './paths'
export {
  EXTRA_PAGE_PATHS,
  FULL_LOAD_EXCLUDED_ROUTES,
  isValidRoute,
  matchRoute,
  pathKind,
  PROPERTY_TYPE_SLUGS,
  type RouteMatch,
  type RouteName,
  type RouteParams,
  ROUTES,
  unknownRouteMessage,
  validateRouteParams,
  validationNotFoundMessage,
} from './routes'
export { carryUtm, UTM_KEYS } from './utm'
