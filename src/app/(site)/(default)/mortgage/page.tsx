import { getMortgagePageData, MortgagePageView } from '@/features/mortgage'
import { flatPricesForSale } from '@/features/properties'
import { pageMetadata } from '@/features/seo/server'
import { loadPageData, routeContent } from '@/features/shell'

export const generateMetadata = () => pageMetadata('/mortgage', routeContent('mortgage'))

/** /mortgage — intro, calculator with the server's first offers, FAQ (SPEC §2.2). */
export default async function MortgagePage() {
  const data = await loadPageData(() => getMortgagePageData(flatPricesForSale))
  return <MortgagePageView {...data} />
}
