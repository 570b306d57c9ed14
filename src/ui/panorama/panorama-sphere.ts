/**
 * The 360° sphere itself. This module (with three.js and the viewer's stylesheet) is only ever reached by
 * the dynamic import in PanoramaViewer, so none of it weighs on the initial bundle of any page.
 */
import '@photo-sphere-viewer/core/index.css'

import { Viewer } from '@photo-sphere-viewer/core'

export interface SphereOptions {
  src: string
  caption?: string
  /** Called once the panorama texture is on screen. */
  onReady?: () => void
  /** Called when the texture cannot load (the caller shows the flat picture instead). */
  onError?: (error: unknown) => void
}

export interface SphereHandle {
  destroy: () => void
}

/** The viewer's own labels, in Russian (navbar buttons, hints, errors). */
export const SPHERE_LANG: Record<string, string> = {
  zoom: 'Масштаб',
  zoomOut: 'Отдалить',
  zoomIn: 'Приблизить',
  moveUp: 'Вверх',
  moveDown: 'Вниз',
  moveLeft: 'Влево',
  moveRight: 'Вправо',
  description: 'Описание',
  download: 'Скачать',
  fullscreen: 'Во весь экран',
  loading: 'Загрузка…',
  menu: 'Меню',
  close: 'Закрыть',
  twoFingers: 'Перемещайте панораму двумя пальцами',
  ctrlZoom: 'Для масштаба прокрутите колесо с нажатым Ctrl',
  loadError: 'Не удалось загрузить панораму',
  webglError: 'Браузер не поддерживает WebGL',
}

/** Mounts the equirectangular panorama into the container; the arrows turn it while the container has focus. */
export function mountSphere(container: HTMLElement, options: SphereOptions): SphereHandle {
  const viewer = new Viewer({
    container,
    panorama: options.src,
    caption: options.caption,
    lang: SPHERE_LANG,
    // Fullscreen is PanoramaViewer's own button (on the whole stage); the wheel and one finger scroll the page.
    navbar: ['zoom', 'move', 'caption'],
    mousewheelCtrlKey: true,
    touchmoveTwoFingers: true,
    // PSV listens on window: 'always' would steal the arrows from the whole page, so keys follow focus below.
    keyboard: false,
    defaultZoomLvl: 30,
  })
  const startKeys = () => viewer.startKeyboardControl()
  const stopKeys = (event: FocusEvent) => {
    if (!container.contains(event.relatedTarget as Node | null)) viewer.stopKeyboardControl()
  }
  container.addEventListener('focusin', startKeys)
  container.addEventListener('focusout', stopKeys)
  viewer.addEventListener('panorama-loaded', () => options.onReady?.(), { once: true })
  viewer.addEventListener('panorama-error', (event) => options.onError?.(event.error))
  return {
    destroy: () => {
      container.removeEventListener('focusin', startKeys)
      container.removeEventListener('focusout', stopKeys)
      viewer.destroy()
    },
  }
}
