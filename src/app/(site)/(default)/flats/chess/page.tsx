import type { Metadata } from 'next'

import { ChessScreen, chessMetadata } from '@/features/chess'
import { renderedQuery } from '@/features/navigation/query-pages'
import { pageMetadata } from '@/features/seo/server'
import { canonicalChessQuery } from '@/features/shop/filter-state'

/** `query` is set when the proxy renders /flats/chess?building=…&rooms=… as its own cached page (chess/q/[query]). */
type Props = { params: Promise<{ query?: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return chessMetadata(await renderedQuery(params, canonicalChessQuery), pageMetadata)
}

/** /flats/chess — the шахматка of a building: floors by risers per section, the list's filters dimming flats. */
export default async function ChessPage({ params }: Props) {
  return <ChessScreen query={await renderedQuery(params, canonicalChessQuery)} />
}
