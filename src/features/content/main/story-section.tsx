import { CmsImage } from '../cms-image'
import { MediaSplit } from '../blocks/media-split'
import { Section } from '../blocks/section'
import type { MainPageDto } from '../pages'
import styles from './main-sections.module.css'

/** The story of the site: the place's history beside its picture, then a timeline of years. */
export function StorySection({ story }: { story: MainPageDto['story'] }) {
  if (!story?.title) return null
  const events = story.items ?? []
  return (
    <Section labelledBy="main-story" tone="alt">
      <MediaSplit block={{ ...story, items: [] }} headingId="main-story" imageSide="start" />
      {events.length > 0 && (
        <ol className={styles.timeline}>
          {events.map((event) => (
            <li key={event.title} className={styles.event}>
              <h3 className={styles.eventYear}>{event.title}</h3>
              {event.text && <p className={styles.eventText}>{event.text}</p>}
              {event.image && (
                <div className={styles.eventMedia}>
                  <CmsImage image={event.image} sizes="(min-width: 1280px) 240px, (min-width: 768px) 40vw, 80vw" fit="cover" />
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
    </Section>
  )
}
