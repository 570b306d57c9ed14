import { PageHeader } from '@/features/shell'

import { CamerasCard } from './cameras-card'
import { LaterReports } from './later-reports'
import { PanoramaCard } from './panorama-card'
import type { ProgressPageData } from './progress-page'
import styles from './progress-cards.module.css'
import { PromoBanner } from './promo-banner'
import { withResponsivePromo } from './promo-position'
import { ReportCard } from './report-card'
import { SubscribeButton } from './subscribe-button'
import { YearTabs } from './year-tabs'

type ListCard =
  | { type: 'cameras'; key: string }
  | { type: 'panorama'; key: string }
  | { type: 'report'; key: string; card: ProgressPageData['cards'][number] }

/** The cards of a year in SPEC §2.2 order: the camera card, the panorama (current year), the reports. */
function listCards(data: ProgressPageData): ListCard[] {
  return [
    ...(data.cameras.length > 0 ? [{ type: 'cameras', key: 'cameras' } as const] : []),
    ...(data.panorama ? [{ type: 'panorama', key: 'panorama' } as const] : []),
    ...data.cards.map((card) => ({ type: 'report', key: `report-${card.id}`, card }) as const),
  ]
}

function Card({ item, data }: { item: ListCard; data: ProgressPageData }) {
  switch (item.type) {
    case 'cameras':
      return <CamerasCard cameras={data.cameras} />
    case 'panorama':
      return data.panorama && <PanoramaCard panorama={data.panorama} />
    case 'report':
      return <ReportCard card={item.card} />
  }
}

/**
 * The construction progress page (SPEC §2.2): header, subscribe button, year tabs and the year's cards; the
 * year's older reports follow from the API (LaterReports).
 */
export function ProgressView({ data }: { data: ProgressPageData }) {
  const cards = listCards(data)
  const slots = data.promo ? withResponsivePromo(cards, data.isCurrentYear) : cards.map((card) => ({ kind: 'card', card }) as const)
  return (
    <>
      <PageHeader title={data.title} lead={data.description ?? undefined}>
        <div className={styles.actions}>
          <SubscribeButton />
        </div>
      </PageHeader>
      <div className={`container ${styles.page}`}>
        <YearTabs years={data.years} year={data.year} label="Год строительства">
          {data.cards.length === 0 && <p className={styles.empty}>Отчётов за {data.year} год пока нет</p>}
          <div className={styles.list}>
            {slots.map((slot) =>
              slot.kind === 'promo' ? (
                data.promo && <PromoBanner key={`promo-${slot.media}`} promo={data.promo} media={slot.media} />
              ) : (
                <Card key={slot.card.key} item={slot.card} data={data} />
              ),
            )}
            {data.laterReports > 0 && (
              <LaterReports key={data.year} year={data.year} shown={data.cards.map((card) => card.id)} expected={data.laterReports} />
            )}
          </div>
        </YearTabs>
      </div>
    </>
  )
}
