'use client'

import { type CSSProperties, useCallback, useEffect, useMemo, useRef, useState } from 'react'

import styles from './district-map.module.css'
import { groupMarkers, type MapData, travelTime } from './map-model'
import { SchematicMap } from './schematic-map'
import { YandexMap } from './yandex-map'

export interface DistrictMapProps {
  map: MapData
  /** The complex's name on its pin. */
  projectName: string | null
  /** With a key the interactive Yandex map is offered; without one, the offline schematic. */
  yandexMapsKey: string | null
}

const DEFAULT_ZOOM = 14

/**
 * The location page's map with its list of points: every point is a numbered marker and a card; focusing or
 * hovering either highlights the other.
 */
export function DistrictMap({ map, projectName, yandexMapsKey }: DistrictMapProps) {
  const groups = useMemo(() => groupMarkers(map.points ?? []), [map.points])
  const markers = useMemo(() => groups.flatMap((g) => g.markers), [groups])
  const center = useMemo(() => {
    if (map.center_lat != null && map.center_lng != null) return { lat: map.center_lat, lng: map.center_lng }
    const n = Math.max(markers.length, 1)
    return { lat: markers.reduce((s, m) => s + m.lat, 0) / n, lng: markers.reduce((s, m) => s + m.lng, 0) / n }
  }, [map.center_lat, map.center_lng, markers])
  const [active, setActive] = useState<number | null>(null)
  const frameRef = useRef<HTMLElement>(null)
  const listRef = useRef<HTMLDivElement>(null)

  // On phones the drawing is wider than the screen: start with the complex in the middle.
  useEffect(() => {
    const frame = frameRef.current
    if (frame && frame.scrollWidth > frame.clientWidth) frame.scrollLeft = (frame.scrollWidth - frame.clientWidth) / 2
  }, [])

  // A marker picked on the map brings its card into the list's view (the list scrolls on wide screens).
  const activateFromMap = useCallback((number: number) => {
    setActive(number)
    const card = listRef.current?.querySelector<HTMLElement>(`[data-number="${number}"]`)
    const list = listRef.current
    if (card && list && list.scrollHeight > list.clientHeight) card.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  }, [])

  const schematic = (
    <SchematicMap markers={markers} center={center} projectName={projectName} activeNumber={active} onActivate={activateFromMap} />
  )

  return (
    <div className={styles.layout}>
      <section ref={frameRef} className={styles.frame} aria-label="Карта района">
        {yandexMapsKey ? (
          <YandexMap
            apiKey={yandexMapsKey}
            center={center}
            zoom={map.zoom ?? DEFAULT_ZOOM}
            markers={markers}
            activeNumber={active}
            onActivate={activateFromMap}
            placeholder={schematic}
          />
        ) : (
          schematic
        )}
      </section>

      <div ref={listRef} className={styles.list}>
        {groups.map((group) => (
          <div key={group.category ?? ''} className={styles.group} style={{ '--marker': group.color } as CSSProperties}>
            {group.category && (
              <p className={styles.category} aria-hidden="true">
                {group.category}
              </p>
            )}
            <ul className={styles.cards} aria-label={group.category ?? undefined}>
              {group.markers.map((marker) => (
                <li key={marker.number}>
                  <button
                    type="button"
                    className={styles.card}
                    data-number={marker.number}
                    data-active={marker.number === active || undefined}
                    aria-current={marker.number === active || undefined}
                    onFocus={() => setActive(marker.number)}
                    onMouseEnter={() => setActive(marker.number)}
                    onClick={() => setActive(marker.number)}
                  >
                    <span className={styles.number} aria-hidden="true">
                      {marker.number}
                    </span>
                    <span className={styles.cardTitle}>{marker.title}</span>
                    {travelTime(marker.minutes) && <span className={styles.time}>{travelTime(marker.minutes)}</span>}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  )
}
