'use client'

import { usePathname } from 'next/navigation'
import type { ComponentType } from 'react'

import type { Genplan } from '@/features/genplan'
import type { GenplanMapProps } from '@/features/genplan/client'
import { browserHttp } from '@/features/shell'
import { useFetch } from '@/ui/shared/use-fetch'

import { parseShopFilter } from './filter-state'
import styles from './shop-genplan.module.css'
import { pushFilter, useFilterSearch } from './use-filter-url'

/** The master plan's API: the same answer the map drew from when it came with the page. */
export const GENPLAN_ENDPOINT = '/api/genplan/'

interface LoadedPlan {
  Map: ComponentType<GenplanMapProps>
  genplan: Genplan
}

/**
 * The master plan on the flats screen, loaded when its section is open: the plan's props and its
 * drawing were a third of /flats' HTML at scale 1 and over 160 KB at scale 10, every visit, though phones
 * start with it folded. Mounted while open; the map's code and the plan come together, meanwhile a box of the
 * plan's usual proportions holds its place. The chosen sections are the URL's `section` filter, and choosing a
 * section toggles it there (a new history entry, page 1); the list island follows the URL and refetches.
 */
export function ShopGenplan({ serverQuery }: { serverQuery: string }) {
  const pathname = usePathname()
  const filter = parseShopFilter(new URLSearchParams(useFilterSearch(serverQuery)))
  // Folded before it came, or the plan is unavailable (reported by the client): the list still filters by section.
  const loaded = useFetch('genplan', (signal) =>
    Promise.all([import('@/features/genplan/client'), browserHttp.get<Genplan>(GENPLAN_ENDPOINT, { signal })]).then(
      ([module, genplan]): LoadedPlan => ({ Map: module.GenplanMap, genplan }),
    ),
  ).data

  if (!loaded) return <div className={styles.pending} aria-busy="true" />
  const choose = (sectionId: number) => {
    const section = filter.section.includes(sectionId) ? filter.section.filter((id) => id !== sectionId) : [...filter.section, sectionId]
    pushFilter(pathname, { ...filter, section, page: 1 })
  }
  return <loaded.Map genplan={loaded.genplan} selectedSections={filter.section} onSectionChoice={choose} />
}
