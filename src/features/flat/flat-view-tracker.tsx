'use client'

import { useEffect, useRef } from 'react'

import { recordViewed } from '@/features/favorites/client'

/**
 * Opening the card records it among the visitor's viewed items and counts the flat-view goals (SPEC §9:
 * 3 different flats; 3 different 1/2/3-room flats; 4 views of the same flat). Renders nothing.
 */
export function FlatViewTracker({ id, rooms }: { id: number; rooms: number | null }) {
  // Once per opened card: React's development double effect must not count a view twice.
  const counted = useRef<number | null>(null)
  useEffect(() => {
    if (counted.current === id) return
    counted.current = id
    void recordViewed(id)
    // The goals' rules download after the card is up: a view can be counted a moment later, and the card's
    // first load need not carry them.
    void import('@/features/analytics').then(({ trackFlatView }) => trackFlatView({ id, rooms }))
  }, [id, rooms])
  return null
}
