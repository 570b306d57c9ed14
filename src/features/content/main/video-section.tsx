import { Section, SectionHeading } from '../blocks/section'
import { landscape } from '../image.schema'
import { VideoCard } from '../blocks/video-card'
import type { MainPageDto } from '../pages'
import styles from './main-sections.module.css'

const HISTORY_SIZES = '(min-width: 1440px) 1264px, 100vw'

/** Video stories: the film of the construction and short films with the people of the complex. */
export function VideoSection({ video }: { video: MainPageDto['video'] }) {
  if (!video) return null
  const history = video.history
  const heroes = video.heroes ?? []
  if (!video.title && heroes.length === 0 && !history?.title) return null
  return (
    <Section labelledBy="main-video" tone="ink">
      <SectionHeading id="main-video" title={video.title} description={video.description} layout="split" />
      {history?.title && (
        <div className={styles.history}>
          {history.video_url ? (
            <>
              {/* The title on the poster is hidden from screen readers (the button has its own name); this keeps it in the outline. */}
              <h3 className="visually-hidden">{history.title}</h3>
              <VideoCard
                title={history.title}
                videoUrl={history.video_url}
                poster={landscape(history.poster)}
                sizes={HISTORY_SIZES}
                shape="wide"
              >
                <span className={styles.historyTitle}>{history.title}</span>
              </VideoCard>
            </>
          ) : (
            // A still: the caption on the poster is the heading itself.
            <VideoCard title={history.title} videoUrl={null} poster={landscape(history.poster)} sizes={HISTORY_SIZES} shape="wide">
              <h3 className={styles.historyTitle}>{history.title}</h3>
            </VideoCard>
          )}
        </div>
      )}
      {heroes.length > 0 && (
        <ul className={styles.heroes}>
          {heroes.map((hero) => (
            <li key={hero.name} className={styles.hero}>
              <VideoCard
                title={`${hero.name}${hero.role ? `, ${hero.role}` : ''}`}
                videoUrl={hero.video_url}
                poster={landscape(hero.poster)}
                sizes="(min-width: 1280px) 30vw, (min-width: 768px) 50vw, 100vw"
              />
              <div className={styles.heroText}>
                <h3 className={styles.heroName}>{hero.name}</h3>
                {hero.role && <p className={styles.heroRole}>{hero.role}</p>}
                {hero.quote && (
                  <blockquote className={styles.quote}>
                    <p>{hero.quote}</p>
                  </blockquote>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  )
}
