import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import { CmsImage } from '@/features/content'
import { type RouteName, type RouteParams, validateRouteParams } from '@/features/navigation'
import type { PropertyList } from '@/features/properties'
import { loadPageData, PageHeader, routeContent } from '@/features/shell'
import { formatMillions } from '@/lib/money'

import { islandFacets, islandSpecs, listPage } from './island-data'
import { loadShopData } from './shop-data'
import styles from './shop-page.module.css'
import { ShopGenplan } from './shop-genplan'
import { ShopScreen } from './shop-screen'

export interface ShopPageProps {
  /** The property type listed: 'flat', 'parking', 'storage' or a /properties/{type} value. */
  type: string
  route: RouteName
  params?: RouteParams
  /** The canonical query the page renders ('' for none): the proxy rewrites a filtered URL to its page (query-pages.ts). */
  query: string
  /** Structured data of the offers listed on the server-rendered page (not rendered for the visitor's viewed list). */
  structuredData?: (list: PropertyList, offset: number) => ReactNode
}

/**
 * The shop list screen shared by /flats, /parking, /storage and /properties/{type} (SPEC §2.1): the page header,
 * the banner, and the interactive list, with the first page of results rendered on the server.
 */
export async function ShopPage({ type, route, params = {}, query, structuredData }: ShopPageProps) {
  if (!validateRouteParams(route, params)) notFound()
  const content = routeContent(route, params)
  const isFlat = type === 'flat'
  const data = await loadPageData(() => loadShopData(type, new URLSearchParams(query)))
  // The CMS's banner and promos speak about flats (keys, mortgage, windows): other types list without them.
  const banner = isFlat ? data.banner : null

  return (
    <>
      <PageHeader eyebrow={content.eyebrow} title={content.title} lead={content.lead} hiddenHeading={content.hiddenHeading} compact />
      <div className={`container ${styles.stack}`}>
        {banner ? (
          <section className={styles.banner} aria-label={banner.title}>
            <div className={styles.bannerText}>
              <p className={styles.bannerTitle}>{banner.title}</p>
              {banner.price_from ? (
                <p className={styles.bannerPrice} data-price-from={banner.price_from}>
                  {formatMillions(banner.price_from, { from: true })}
                </p>
              ) : null}
              {banner.text ? <p className={styles.bannerLead}>{banner.text}</p> : null}
              {banner.url && banner.button_text ? (
                <a className={styles.bannerButton} href={banner.url}>
                  {banner.button_text}
                </a>
              ) : null}
            </div>
            {banner.image ? (
              <div className={styles.bannerImage}>
                <CmsImage image={banner.image} sizes="(min-width: 1280px) 560px, (min-width: 768px) 40vw, 100vw" fit="cover" />
              </div>
            ) : null}
          </section>
        ) : null}
        <ShopScreen
          type={type}
          specs={islandSpecs(data.specs)}
          serverQuery={query}
          initialList={data.list && listPage(data.list)}
          initialFacets={islandFacets(data.facets)}
          promos={isFlat ? data.promos : []}
          pageSize={data.pageSize}
          // The master plan shows where the flats are; it says nothing about parking or storage. It loads when open.
          genplan={isFlat ? <ShopGenplan serverQuery={query} /> : undefined}
        />
      </div>
      {structuredData && data.list ? structuredData(data.list, (data.filter.page - 1) * data.pageSize) : null}
    </>
  )
}
