import { useState } from 'react'

import type { Device } from '../shared/types'
import { useDevice } from '../shared/device'

/** Texts read out by the live region. */
export const PROPERTY_MODAL_ANNOUNCEMENTS = {
  tab: (label: string) => `Открыта вкладка «${label}»`,
  zoomIn: 'Увеличенный просмотр открыт',
  zoomOut: 'Увеличенный просмотр закрыт',
} as const

/** Announcement of the last tab change or zoom toggle, and the icon size for the device (SPEC §2.3). */
export function usePropertyModal({
  activeLabel,
  activeTab,
  zoomed,
  device,
}: {
  activeLabel: string
  activeTab: string
  zoomed: boolean
  device?: Device
}) {
  const current = useDevice(device).device
  // Compared during render (React's "adjust state on prop change" pattern): the first render announces nothing.
  const [seen, setSeen] = useState({ activeTab, zoomed })
  const [announcement, setAnnouncement] = useState('')
  if (seen.activeTab !== activeTab || seen.zoomed !== zoomed) {
    setSeen({ activeTab, zoomed })
    setAnnouncement(
      seen.zoomed !== zoomed
        ? zoomed
          ? PROPERTY_MODAL_ANNOUNCEMENTS.zoomIn
          : PROPERTY_MODAL_ANNOUNCEMENTS.zoomOut
        : PROPERTY_MODAL_ANNOUNCEMENTS.tab(activeLabel),
    )
  }
  return {
    announcement,
    iconSize: current === 'desktop' ? ('large' as const) : ('medium' as const),
  }
}
