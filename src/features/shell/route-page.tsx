import { notFound } from 'next/navigation'

import { type RouteName, type RouteParams, validateRouteParams } from '@/features/navigation'

import { PageHeader } from './page-header'
import { routeContent } from './route-content'

export interface RoutePageProps {
  route: RouteName
  params?: RouteParams
}

/**
 * A route's body until its feature replaces it: the page header with the route's texts. Invalid params
 * answer 404 'Page Not Found: {fullPath}' (SPEC §8).
 */
export function RoutePage({ route, params = {} }: RoutePageProps) {
  if (!validateRouteParams(route, params)) notFound()
  const { eyebrow, title, lead, hiddenHeading } = routeContent(route, params)
  return <PageHeader eyebrow={eyebrow} title={title} lead={lead} hiddenHeading={hiddenHeading} />
}
