/**
 * The demo content of ЖК «Новая Заря»: page globals and the small content collections.
 * Images are ArtRefs ({ art: key }); the seed engine renders and uploads them (see art-keys.ts).
 */
import { locationPage } from './location-page'
import { mainPage } from './main-page'
import { mortgagePage } from './mortgage-page'
import { navigation } from './navigation'
import { privacyPolicy } from './privacy-policy'
import { progressPage } from './progress-page'
import { requestBlock } from './request-block'
import { siteSettings } from './site-settings'
import { sunrisePage } from './sunrise-page'
import { yardsPage } from './yards-page'

export const globals = {
  'site-settings': siteSettings,
  navigation,
  'request-block': requestBlock,
  'main-page': mainPage,
  'sunrise-page': sunrisePage,
  'yards-page': yardsPage,
  'location-page': locationPage,
  'mortgage-page': mortgagePage,
  'progress-page': progressPage,
  'privacy-policy': privacyPolicy,
}

export { banks, mortgagePrograms } from './mortgage'
export { progressCards } from './progress'
export { cameras } from './cameras'
export { promos } from './promos'
export { seoRecords } from './seo'
export { redirects } from './redirects'
export { ART_KEYS } from './art-keys'
export type {
  SeedBank,
  SeedCamera,
  SeedData,
  SeedProgram,
  SeedProgressCard,
  SeedPromo,
  SeedRedirect,
  SeedScope,
  SeedSeoRecord,
} from './seed-data'
