'use client'

import { createContext, lazy, type ReactNode, Suspense, useContext, useEffect, useMemo, useRef, useState } from 'react'

import { whenIdle } from '@/lib/idle'
import { PropertyModal } from '@/ui/property-modal/property-modal'

import { type HeroTab, type HeroTabValue, initialHeroTab } from './hero-tabs'
import { GallerySlides, type ViewerSlide } from './gallery-slides'
import styles from './flat-viewer.module.css'

const loadZoomPane = () => import('@/ui/zoom-pane/zoom-pane')
// The plans zoom and move only fullscreen, which many visits never open: the pane's code downloads when the browser is
// idle, and a zoom waits for it (usually there already), so the view opens with the pane that takes the focus.
const ZoomPane = lazy(() => loadZoomPane().then((m) => ({ default: m.ZoomPane })))

interface ViewerState {
  tab: HeroTabValue
  zoomed: boolean
  slide: number
}

interface ViewerContextValue extends ViewerState {
  setTab(tab: HeroTabValue): void
  setZoomed(zoomed: boolean): void
  setSlide(slide: number): void
  /** Opens the fullscreen viewer on a gallery picture (the gallery block under the card). */
  openGallery(slide: number): void
}

const ViewerContext = createContext<ViewerContextValue | null>(null)

/** The viewer's state for the hero and the gallery block: one fullscreen viewer per card. */
export function useFlatViewer(): ViewerContextValue {
  const value = useContext(ViewerContext)
  if (!value) throw new Error('useFlatViewer must be used inside FlatViewerProvider')
  return value
}

/** Holds the hero tab (SPEC §4: 'plan' first), the zoom and the gallery picture for everything inside. */
export function FlatViewerProvider({ tabs, children }: { tabs: readonly HeroTab[]; children: ReactNode }) {
  const [state, setState] = useState<ViewerState>(() => ({ tab: initialHeroTab(tabs), zoomed: false, slide: 0 }))
  const value = useMemo<ViewerContextValue>(
    () => ({
      ...state,
      setTab: (tab) => setState((s) => ({ ...s, tab })),
      setZoomed: (zoomed) => setState((s) => ({ ...s, zoomed })),
      setSlide: (slide) => setState((s) => ({ ...s, slide })),
      openGallery: (slide) => setState({ tab: 'gallery', zoomed: true, slide }),
    }),
    [state],
  )
  return <ViewerContext.Provider value={value}>{children}</ViewerContext.Provider>
}

export interface FlatHeroProps {
  tabs: readonly HeroTab[]
  /** Server-rendered pictures: the plan, the position on the floor, the layout gallery, the view from the windows. */
  plan: ReactNode
  floor: ReactNode
  view?: ReactNode
  gallery: readonly ViewerSlide[]
  /** The viewer's accessible name: 'Планировка: 2-комнатная квартира 54,3 м²'. */
  label: string
}

/**
 * The hero of the card (SPEC §2.2): the plan with its tabs in the kit's property viewer; the zoom button
 * turns it into the fullscreen viewer (SPEC §2.3), closed by the same button or Escape, where the plan fits
 * the screen and zooms and moves.
 */
export function FlatHero({ tabs, plan, floor, view, gallery, label }: FlatHeroProps) {
  const viewer = useFlatViewer()
  const stageRef = useRef<HTMLDivElement>(null)
  useEffect(() => whenIdle(() => void loadZoomPane().catch(() => {})), [])
  const toggleZoom = (zoomed: boolean) => {
    if (!zoomed) viewer.setZoomed(false)
    else void loadZoomPane().then(() => viewer.setZoomed(true))
  }
  // Fullscreen, the plans fit the screen and zoom and move (pinch, wheel, drag, keys); in the page they stay
  // still pictures, so a finger on them scrolls the page.
  const picture = (node: ReactNode, name: string) =>
    viewer.zoomed ? (
      <Suspense fallback={<div className={styles.picture}>{node}</div>}>
        <ZoomPane className={styles.pane} label={name} stageRef={stageRef}>
          {node}
        </ZoomPane>
      </Suspense>
    ) : (
      <div className={styles.picture}>{node}</div>
    )
  const content: Record<HeroTabValue, ReactNode> = {
    plan: picture(plan, 'План квартиры'),
    floor: picture(floor, 'Квартира на этаже'),
    gallery: <GallerySlides slides={gallery} index={viewer.slide} onIndexChange={viewer.setSlide} />,
    view: picture(view, 'Вид из окна'),
  }
  return (
    <div className={styles.frame} data-zoomed={viewer.zoomed}>
      <PropertyModal
        className={styles.viewer}
        label={label}
        tabs={tabs.map((t) => ({ ...t, content: content[t.value] }))}
        activeTab={viewer.tab}
        onTabChange={(value) => viewer.setTab(value as HeroTabValue)}
        zoomed={viewer.zoomed}
        onToggleZoom={toggleZoom}
        // Opened on a plan, focus lands on it, so + and − work at once.
        initialFocus={viewer.tab === 'gallery' ? undefined : stageRef}
      />
    </div>
  )
}
