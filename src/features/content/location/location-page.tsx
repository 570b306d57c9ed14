import { PageHeader } from '@/features/shell'
import { PanoramaViewer } from '@/ui/panorama/panorama-viewer'

import type { ContentBlockData } from '../blocks/types'
import { CmsImage } from '../cms-image'
import { DistrictMap } from './district-map'
import type { LocationView } from './load-location'
import styles from './location-page.module.css'
import { type MapData, travelTime } from './map-model'
import { Typeset } from '../blocks/typography'

/**
 * The location page (SPEC §2.2): title and description, the district map with its points, the district
 * panorama, points of attraction, and the school and kindergarten block. Only the map and the panorama are
 * client islands.
 */
export function LocationPageView({ page, projectName, yandexMapsKey }: LocationView) {
  const map: MapData = page.map ?? {}
  const panorama = page.district_panorama?.image
  const attraction: ContentBlockData = page.points_attraction ?? {}
  const school: ContentBlockData = page.school_kindergarten ?? {}
  // A point of attraction that is also on the map shows the same travel time.
  const minutesByTitle = new Map((map.points ?? []).map((p) => [p.title, p.minutes]))

  return (
    <>
      <PageHeader title={page.title} lead={page.description ?? undefined} />

      <div className={`container ${styles.mapSection}`}>
        <DistrictMap map={map} projectName={projectName} yandexMapsKey={yandexMapsKey} />
      </div>

      {panorama && (
        <section className={styles.panoramaSection} aria-labelledby="location-panorama">
          <div className="container">
            <h2 id="location-panorama" className={styles.heading}>
              <Typeset text={page.district_panorama?.title} />
            </h2>
            <PanoramaViewer src={panorama.url} poster={panorama.sizes.wide.url} alt={panorama.alt} />
          </div>
        </section>
      )}

      {attraction.title && (
        <section className={`container ${styles.attraction}`} aria-labelledby="location-attraction">
          <div className={styles.attractionIntro}>
            <h2 id="location-attraction" className={styles.heading}>
              <Typeset text={attraction.title} />
            </h2>
            {attraction.description && (
              <p className={styles.lead}>
                <Typeset text={attraction.description} />
              </p>
            )}
            {attraction.image && (
              <CmsImage
                image={attraction.image}
                sizes="(min-width: 1280px) 520px, (min-width: 768px) 60vw, 100vw"
                className={styles.attractionImage}
              />
            )}
          </div>
          <ul className={styles.attractionItems}>
            {(attraction.items ?? []).map((item) => {
              const time = travelTime(minutesByTitle.get(item.title))
              return (
                <li key={item.title} className={styles.attractionCard} data-has-image={item.image ? true : undefined}>
                  {item.image && (
                    <div className={styles.attractionMedia}>
                      <CmsImage image={item.image} sizes="(min-width: 1280px) 400px, (min-width: 768px) 45vw, 100vw" fit="cover" />
                    </div>
                  )}
                  <div className={styles.attractionBody}>
                    <h3 className={styles.cardTitle}>{item.title}</h3>
                    {item.text && <p className={styles.cardText}>{item.text}</p>}
                    {time && <p className={styles.badge}>{time}</p>}
                  </div>
                </li>
              )
            })}
          </ul>
        </section>
      )}

      {school.title && (
        <section className={`${styles.school} meets-footer`} aria-labelledby="location-school">
          <div className="container">
            <div className={styles.schoolHead}>
              <h2 id="location-school" className={styles.heading}>
                <Typeset text={school.title} />
              </h2>
              {school.description && (
                <p className={styles.schoolLead}>
                  <Typeset text={school.description} />
                </p>
              )}
            </div>
            {/* The block's own picture only when its items bring none (the demo reuses the school's photo). */}
            {school.image && !(school.items ?? []).some((item) => item.image) && (
              <CmsImage image={school.image} sizes="(min-width: 1360px) 1264px, 100vw" className={styles.schoolImage} />
            )}
            <ul className={styles.schoolItems}>
              {(school.items ?? []).map((item) => (
                <li key={item.title} className={styles.schoolCard}>
                  {item.image && (
                    <div className={styles.schoolMedia}>
                      <CmsImage image={item.image} sizes="(min-width: 768px) 50vw, 100vw" fit="cover" />
                    </div>
                  )}
                  <div className={styles.schoolBody}>
                    <h3 className={styles.cardTitle}>{item.title}</h3>
                    {item.text && <p className={styles.schoolText}>{item.text}</p>}
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  )
}
