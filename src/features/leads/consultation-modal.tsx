'use client'

import { type ComponentType, type ReactNode, useEffect, useState } from 'react'

import { type ConsultRequest, onConsultationRequest } from '@/features/shell'
import { whenIdle } from '@/lib/idle'

import type { ConsultationPanelProps } from './consultation-panel'
import type { RequestBlockTexts } from './texts'

export interface ConsultationModalProps {
  block: RequestBlockTexts
  /** Art above the title (a server-rendered CmsImage of the block's image). */
  media?: ReactNode
}

/** The panel's module; one download per document whoever asks first. */
let panelModule: Promise<typeof import('./consultation-panel')> | null = null
function loadPanel(): Promise<typeof import('./consultation-panel')> {
  panelModule ??= import('./consultation-panel').catch((error: unknown) => {
    panelModule = null
    throw error
  })
  return panelModule
}

/**
 * The site-wide consultation side panel: mounted once in the default layout, opened by any
 * requestConsultation() call (the header's consult button, pages' 'получить консультацию').
 * Only the listener is here on the first screen, so no page's first load pays for the form: the panel (dialog, texts)
 * downloads when the browser is idle, or on the first request if that comes sooner, and opens as soon as it is here.
 */
export function ConsultationModal({ block, media }: ConsultationModalProps) {
  const [request, setRequest] = useState<ConsultRequest | null>(null)
  const [Panel, setPanel] = useState<ComponentType<ConsultationPanelProps> | null>(null)

  useEffect(() => {
    let cancelled = false
    const load = (requested: boolean) =>
      loadPanel().then(
        (module) => !cancelled && setPanel(() => module.ConsultationPanel),
        (error: unknown) => {
          console.warn('leads: the consultation panel did not load', error)
          // The chunk is gone (a deploy) or the network dropped: the contacts in the footer still answer.
          if (requested && !cancelled) document.getElementById('contacts')?.scrollIntoView()
        },
      )
    const cancelIdle = whenIdle(() => void load(false))
    const stop = onConsultationRequest((next) => {
      setRequest(next)
      void load(true)
    })
    return () => {
      cancelled = true
      cancelIdle()
      stop()
    }
  }, [])

  return Panel ? <Panel block={block} media={media} request={request} onClose={() => setRequest(null)} /> : null
}
