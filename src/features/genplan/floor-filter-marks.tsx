'use client'

import { useEffect, useState } from 'react'

import { pluralRu, type RuForms } from '@/lib/plural'

import styles from './floors.module.css'

/** Query keys of the catalogue filters that mark flats on a plate (building and section are the plate's own). */
const FILTER_KEYS = new Set([
  'type',
  'rooms',
  'price_min',
  'price_max',
  'area_min',
  'area_max',
  'floor_min',
  'floor_max',
  'layout_format',
  'finishing_kind',
  'features',
  'completion',
  'discount',
  'orientation',
  'status',
])

/** The catalogue filters of a query string, or null when it has none. */
export function filterQuery(search: string): URLSearchParams | null {
  const params = new URLSearchParams(search)
  const out = new URLSearchParams()
  for (const [key, value] of params) if (FILTER_KEYS.has(key) && value !== '') out.append(key, value)
  return out.size > 0 ? out : null
}

/** Links marked `data-keep-query` carry the list's filters of the address on (the page HTML cannot know them). */
function keepQuery(filters: URLSearchParams | null): void {
  if (!filters) return
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-keep-query]')) {
    const url = new URL(link.href, window.location.href)
    url.search = filters.toString()
    link.href = `${url.pathname}${url.search}${url.hash}`
  }
}

/** The building page's island: only carries the filters on to the floor links. */
export function KeepFilterQuery() {
  useEffect(() => keepQuery(filterQuery(window.location.search)), [])
  return null
}

/** 'из 21 квартиры', 'из 7 квартир': the genitive after «из». */
const OF_FLATS: RuForms = ['квартиры', 'квартир', 'квартир']

interface Marks {
  matched: number
  total: number
}

export interface FloorFilterMarksProps {
  buildingId: number
  floor: number
  sectionIds: readonly number[]
}

/**
 * Dims the flats that do not pass the list's filters. The page is the same for everyone (cache-first), so the
 * filters are read here, from the address, and the floor API marks the flats; links that lead on keep the query.
 */
export function FloorFilterMarks({ buildingId, floor, sectionIds }: FloorFilterMarksProps) {
  const [marks, setMarks] = useState<Marks | null>(null)

  useEffect(() => {
    // On a phone the floor list is a row wider than the screen: bring this floor into it.
    document.querySelector('[data-floor-list] [aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'center' })
    const filters = filterQuery(window.location.search)
    keepQuery(filters)
    if (!filters) return
    const controller = new AbortController()
    Promise.all(
      sectionIds.map(async (section) => {
        const response = await fetch(`/api/genplan/building/${buildingId}/floors/${floor}/?section=${section}&${filters}`, {
          signal: controller.signal,
        })
        if (!response.ok) return null
        return (await response.json()) as { flats: { id: number; matches: boolean }[] }
      }),
    )
      .then((plans) => {
        let matched = 0
        let total = 0
        for (const plan of plans) {
          for (const flat of plan?.flats ?? []) {
            total++
            if (flat.matches) matched++
            for (const node of document.querySelectorAll(`[data-flat="${flat.id}"]`)) node.setAttribute('data-match', String(flat.matches))
          }
        }
        if (total > 0) setMarks({ matched, total })
      })
      .catch(() => {
        // Dimming is a hint: without it the plan still shows every flat with its status.
      })
    return () => controller.abort()
  }, [buildingId, floor, sectionIds])

  if (!marks) return null
  return (
    <p className={styles.filterNote} role="status">
      Под фильтр подходят {marks.matched} из {marks.total}&nbsp;{pluralRu(marks.total, OF_FLATS)} этажа, остальные приглушены.{' '}
      <a href={window.location.pathname}>Показать без фильтра</a>
    </p>
  )
}
