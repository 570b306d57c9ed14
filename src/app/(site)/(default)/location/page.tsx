import { getLocationView, LocationPageView } from '@/features/content'
import { pageMetadata } from '@/features/seo/server'
import { loadPageData, routeContent } from '@/features/shell'

export const generateMetadata = () => pageMetadata('/location', routeContent('location'))

/** /location — the district: map, panorama, points of attraction, school and kindergarten. */
export default async function LocationPage() {
  const view = await loadPageData(getLocationView)
  return <LocationPageView {...view} />
}
