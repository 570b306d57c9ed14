'use client'

import { usePathname } from 'next/navigation'

import type { PlanData } from '@/features/genplan'
import { GenplanMap } from '@/features/genplan/client'

import { parseShopFilter } from './filter-state'
import { pushFilter, useFilterSearch } from './use-filter-url'

/**
 * The master plan on the flats screen: the chosen sections are the URL's `section` filter, and choosing a
 * section toggles it there (a new history entry, page 1); the list island follows the URL and refetches.
 */
export function ShopGenplan({ genplan }: { genplan: PlanData }) {
  const pathname = usePathname()
  const filter = parseShopFilter(new URLSearchParams(useFilterSearch()))

  const choose = (sectionId: number) => {
    const section = filter.section.includes(sectionId) ? filter.section.filter((id) => id !== sectionId) : [...filter.section, sectionId]
    pushFilter(pathname, { ...filter, section, page: 1 })
  }

  return <GenplanMap genplan={genplan} selectedSections={filter.section} onSectionChoice={choose} />
}
