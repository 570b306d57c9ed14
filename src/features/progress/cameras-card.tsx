import { CameraPlayer } from './camera-player'
import { toPicture } from './picture'
import styles from './progress-cards.module.css'
import type { CameraDto } from './progress.schema'

// One camera fills the container; two or more share it (halves from 768 px).
const sizesFor = (count: number) =>
  count > 1 ? '(min-width: 1440px) 660px, (min-width: 768px) 48vw, 100vw' : '(min-width: 1440px) 1360px, 100vw'

/**
 * The video camera card: each construction web camera with its poster and live stream on demand. It opens the
 * list, so the first poster is in the first screen of a phone (the page's LCP image) and loads at once.
 */
export function CamerasCard({ cameras }: { cameras: readonly CameraDto[] }) {
  return (
    <div className={styles.cameras} data-count={Math.min(cameras.length, 2)}>
      {cameras.map((camera, index) => (
        <section key={camera.id} className={styles.camera} aria-labelledby={`camera-${camera.id}`}>
          <CameraPlayer
            id={camera.id}
            priority={index === 0}
            title={camera.title}
            streamUrl={camera.stream_url}
            poster={camera.poster ? toPicture(camera.poster) : null}
            sizes={sizesFor(cameras.length)}
          />
          <h2 id={`camera-${camera.id}`} className={styles.cameraTitle}>
            <span className={styles.live} aria-hidden="true" />
            {camera.title}
          </h2>
        </section>
      ))}
    </div>
  )
}
