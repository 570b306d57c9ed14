// Public surface of the шахматка for app route files (server): the page and its metadata.
import type { Metadata } from 'next'

import { chessPath } from '@/features/navigation'

import { loadChessPage } from './chess-data'
import { ChessScreen, chessTitle } from './chess-screen'

type PageMetadata = (path: string, fallback: { title: string; description: string }) => Promise<Metadata>

/** Title and description of /flats/chess for one canonical query; the canonical address is the page itself. */
export async function chessMetadata(query: string, pageMetadata: PageMetadata): Promise<Metadata> {
  const { chess } = await loadChessPage(query)
  return pageMetadata(chessPath(), {
    title: chessTitle(chess.building.name),
    description: `Шахматка квартир: ${chess.building.name.toLowerCase()} ЖК «Новая Заря» — все квартиры по этажам и стоякам с площадью, ценой и статусом.`,
  })
}

export { ChessScreen }
