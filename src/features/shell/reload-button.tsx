'use client'

import { RELOAD_BUTTON_LABEL } from './error-content'

/** 'перезагрузить страницу': a real reload, so a fixed server or a new build is picked up. */
export function ReloadButton({ className }: { className?: string }) {
  return (
    <button type="button" className={className} onClick={() => window.location.reload()}>
      {RELOAD_BUTTON_LABEL}
    </button>
  )
}
