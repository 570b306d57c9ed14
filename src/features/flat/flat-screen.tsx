import type { CSSProperties } from 'react'

import { CmsImage } from '@/features/content'
import { BuildingDocumentsList, FlatOnFloor, flatFloorPlan } from '@/features/genplan'
import type { PropertyDetail } from '@/features/properties'
import { phoneHref, type SiteSettings } from '@/features/settings'
import { Breadcrumbs, loadPageData } from '@/features/shell'

import { loadFlat, loadFlatPromo, loadFullPaymentPromo, loadPriceHistory, SIMILAR_ORDERS, SIMILAR_PAGE_SIZE } from './flat-data'
import { FlatBuildingDocuments, FlatFeatures, FlatGallery, FlatPromo, FlatTour } from './flat-sections'
import { FlatSidebar } from './flat-sidebar'
import { flatHeading } from './flat-text'
import { FlatViewTracker } from './flat-view-tracker'
import { FlatHero, FlatViewerProvider } from './flat-viewer'
import { heroTabs } from './hero-tabs'
import { FlatPriceHistory } from './price-history'
import { SimilarFlats } from './similar-flats'
import { WindowView } from './window-view'
import styles from './flat-screen.module.css'
// The similar flats' order select is rendered by the server but its code loads later (similar-flats.tsx), and its
// stylesheet with it: linked here, the server's markup is styled from the first paint.
import '@/ui/select/select.module.css'

/** The shop list of each property type, for the breadcrumbs. */
const LISTS: Record<string, { href: string; label: string; similar: string }> = {
  flat: { href: '/flats', label: 'Квартиры', similar: 'Похожие квартиры' },
  parking: { href: '/parking', label: 'Паркинг', similar: 'Похожие машино-места' },
  storage: { href: '/storage', label: 'Кладовые', similar: 'Похожие кладовые' },
  commercial: { href: '/properties/commercial', label: 'Коммерческие помещения', similar: 'Похожие помещения' },
}

// The plan fills the hero column: about 60 % of the container on desktop, the screen width on phones.
const HERO_SIZES = '(min-width: 1280px) 760px, 100vw'

export interface FlatScreenProps {
  route: 'flats-id' | 'properties-type-id'
  id: string
  /** /properties/{type}/{id}: the type named by the URL. */
  type?: string
  settings: SiteSettings
}

/** Главная → the list of the property's type → this property. */
function FlatBreadcrumbs({ detail }: { detail: PropertyDetail }) {
  const list = LISTS[detail.type.value] ?? LISTS.flat!
  return <Breadcrumbs items={[{ href: '/', label: 'Главная' }, { href: list.href, label: list.label }, { label: flatHeading(detail) }]} />
}

/**
 * The flat card (SPEC §2.2 "Flat detail", shared by /flats/{id} and /properties/{type}/{id}): hero with the
 * plan, tabs and fullscreen viewer; the sticky sidebar; virtual tour, gallery, layout features, promo and
 * similar flats. Everything but the similar flats renders on the server (they come from the API as the
 * visitor scrolls near them); the tabs, viewer, toggles, modals and the similar flats are the client islands.
 */
export async function FlatScreen({ route, id, type, settings }: FlatScreenProps) {
  const detail = await loadFlat(route, id, type)
  const [promo, floorPlan, { history, now }, fullPaymentPromo] = await Promise.all([
    loadFlatPromo(detail.id),
    detail.type.value === 'flat' ? loadPageData(() => flatFloorPlan(detail)) : null,
    loadPriceHistory(detail.id),
    loadFullPaymentPromo(detail.id),
  ])
  const tabs = heroTabs(detail, { floorPlan: floorPlan !== null })
  const gallery = detail.layout?.gallery ?? []
  const heading = flatHeading(detail)
  const list = LISTS[detail.type.value] ?? LISTS.flat!
  // The blocks beside the sticky sidebar on desktop; the sidebar spans their rows.
  const blocks = [
    detail.layout?.virtual_tour ? <FlatTour key="tour" url={detail.layout.virtual_tour} code={detail.layout.code} /> : null,
    gallery.length > 0 ? <FlatGallery key="gallery" gallery={gallery} /> : null,
    <FlatFeatures key="features" detail={detail} />,
    history.changes.length > 0 ? <FlatPriceHistory key="history" history={history} now={now} /> : null,
    <FlatBuildingDocuments key="documents" building={detail.building_info}>
      <BuildingDocumentsList docs={detail.building_info.documents} />
    </FlatBuildingDocuments>,
  ].filter(Boolean)
  const asideRows = 1 + blocks.length

  return (
    <FlatViewerProvider tabs={tabs}>
      <FlatViewTracker id={detail.id} rooms={detail.rooms} />
      <div className={styles.page}>
        <div className="container">
          <FlatBreadcrumbs detail={detail} />
          <div className={styles.layout} style={{ '--aside-rows': asideRows } as CSSProperties}>
            <div className={styles.hero}>
              {tabs.length > 0 ? (
                <FlatHero
                  tabs={tabs}
                  label={`Планировка: ${heading}`}
                  plan={<CmsImage image={detail.plan} sizes={HERO_SIZES} priority fit="contain" />}
                  floor={
                    floorPlan ? (
                      <FlatOnFloor plan={floorPlan} flatId={detail.id} />
                    ) : (
                      <CmsImage image={detail.layout?.floor_position} sizes={HERO_SIZES} fit="contain" />
                    )
                  }
                  view={<WindowView detail={detail} sizes={HERO_SIZES} />}
                  gallery={gallery.map((image, index) => ({
                    key: `${image.url}-${index}`,
                    caption: image.caption,
                    node: <CmsImage image={image} sizes="100vw" fit="contain" />,
                  }))}
                />
              ) : (
                <div className={styles.noPlan}>{detail.type.label}</div>
              )}
            </div>
            <FlatSidebar
              className={styles.aside}
              detail={detail}
              bookingUrl={settings.bookingUrl}
              phoneHref={phoneHref(settings.phone)}
              printHref={detail.type.value === 'flat' ? `/flats/${detail.id}/print` : null}
              history={history}
              fullPaymentPromo={fullPaymentPromo}
              now={now}
            />
            {blocks}
          </div>
          {promo ? <FlatPromo promo={promo} /> : null}
          <SimilarFlats id={detail.id} orders={SIMILAR_ORDERS} pageSize={SIMILAR_PAGE_SIZE} title={list.similar} />
        </div>
      </div>
    </FlatViewerProvider>
  )
}
