'use client'

import { type ReactNode, useEffect, useRef, useState } from 'react'

import { type MapMarker, travelTime } from './map-model'
import styles from './district-map.module.css'
import { loadYandexMaps, type YMapsPlacemark } from './yandex-maps'

export interface YandexMapProps {
  apiKey: string
  center: { lat: number; lng: number }
  zoom: number
  markers: MapMarker[]
  activeNumber: number | null
  onActivate: (number: number) => void
  /** Shown until the interactive map is ready (and kept if it never loads). */
  placeholder: ReactNode
}

/** The highlighted marker's colour: deep ink, distinct from every category colour. */
const ACTIVE_COLOR = '#0b1326'
/** Start loading a little before the map scrolls into view. */
const PRELOAD_MARGIN = '200px'

/**
 * The interactive Yandex map. Its script (≈ 1 MB) loads only once the map scrolls near the view or the visitor
 * reaches for it (pointer, touch or keyboard focus); until then, and whenever it fails, the placeholder stays.
 */
export function YandexMap({ apiKey, center, zoom, markers, activeNumber, onActivate, placeholder }: YandexMapProps) {
  const rootRef = useRef<HTMLDivElement>(null)
  const canvasRef = useRef<HTMLDivElement>(null)
  const placemarks = useRef(new Map<number, { placemark: YMapsPlacemark; color: string }>())
  const activateRef = useRef(onActivate)
  const [wanted, setWanted] = useState(false)
  const [ready, setReady] = useState(false)

  useEffect(() => {
    activateRef.current = onActivate
  }, [onActivate])

  useEffect(() => {
    const root = rootRef.current
    if (wanted || !root || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setWanted(true), {
      rootMargin: PRELOAD_MARGIN,
    })
    observer.observe(root)
    return () => observer.disconnect()
  }, [wanted])

  useEffect(() => {
    if (!wanted) return
    let cancelled = false
    let destroy: (() => void) | undefined
    const marks = placemarks.current
    loadYandexMaps(apiKey)
      .then((ymaps) => {
        const canvas = canvasRef.current
        if (cancelled || !canvas) return
        const map = new ymaps.Map(
          canvas,
          { center: [center.lat, center.lng], zoom, controls: ['zoomControl', 'fullscreenControl'] },
          { suppressMapOpenBlock: true },
        )
        // The page keeps the wheel: zooming is for the buttons and pinch.
        map.behaviors.disable('scrollZoom')
        for (const marker of markers) {
          const placemark = new ymaps.Placemark(
            [marker.lat, marker.lng],
            {
              iconContent: String(marker.number),
              hintContent: marker.title,
              balloonContentHeader: marker.title,
              balloonContentBody: [marker.category, travelTime(marker.minutes)].filter(Boolean).join(' · '),
            },
            { preset: 'islands#circleIcon', iconColor: marker.color },
          )
          placemark.events.add('click', () => activateRef.current(marker.number))
          map.geoObjects.add(placemark)
          marks.set(marker.number, { placemark, color: marker.color })
        }
        destroy = () => map.destroy()
        setReady(true)
      })
      .catch(() => undefined) // Blocked or offline: the schematic placeholder simply stays.
    return () => {
      cancelled = true
      destroy?.()
      marks.clear()
    }
  }, [wanted, apiKey, center.lat, center.lng, zoom, markers])

  useEffect(() => {
    for (const [number, { placemark, color }] of placemarks.current)
      placemark.options.set('iconColor', number === activeNumber ? ACTIVE_COLOR : color)
  }, [activeNumber, ready])

  const want = () => setWanted(true)
  return (
    <div
      ref={rootRef}
      className={styles.yandex}
      data-map="yandex"
      data-ready={ready || undefined}
      onPointerEnter={want}
      onTouchStart={want}
      onFocusCapture={want}
    >
      {!ready && placeholder}
      <div ref={canvasRef} className={styles.yandexCanvas} aria-hidden={!ready || undefined} />
    </div>
  )
}
