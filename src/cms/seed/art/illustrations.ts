/**
 * The registry of generated illustrations, one per key of content/art-keys.ts.
 * Every picture is a riverside view of the complex composed from the shared scene kit; the time of day,
 * framing and crowd vary by subject, and the alt text says what the picture really shows.
 */
import { ART_KEYS } from '../content/art-keys'
import type { Illustration } from '../types'
import type { Mood } from './illustration-kit'
import { riverside } from './scene-riverside'

const MOOD_ALT: Record<Mood, string> = {
  dawn: 'на рассвете',
  morning: 'утром',
  day: 'днём',
  overcast: 'в пасмурный день',
  winter: 'зимой',
  autumn: 'осенью',
  evening: 'вечером',
  dusk: 'в сумерках',
  night: 'ночью',
}

/** The light a subject is drawn in, from words in its key. */
function moodOf(key: string, index: number): Mood {
  if (/dawn|sunrise|corner|window|hero-dawn/.test(key)) return 'dawn'
  if (/autumn|courtyard-3/.test(key)) return 'autumn'
  if (/evening|lobby|communication|developer|camera-2|history/.test(key)) return 'evening'
  if (/night|construction-12/.test(key)) return 'dusk'
  if (/construction-0[1-3]/.test(key)) return 'winter'
  if (/construction/.test(key)) return index % 2 ? 'overcast' : 'day'
  if (/morning|courtyard|park|playground|school|kindergarten/.test(key)) return 'morning'
  return (['day', 'morning', 'evening', 'dawn'] as const)[index % 4]!
}

/** Framing varies with the key so that neighbouring pictures never look the same. */
function framing(key: string, index: number) {
  const wide = key.startsWith('panorama')
  return {
    complexAt: wide ? 0.5 : 0.5 + ((index * 37) % 30) / 100,
    scale: wide ? 1.6 : 0.95 + ((index * 13) % 40) / 100,
    horizon: wide ? 0.58 : 0.56 + ((index * 7) % 10) / 100,
    people: /embankment|park|courtyard|hero|communication|story-first/.test(key) ? 14 : 0,
    bridge: index % 3 !== 1,
  }
}

/** Every illustration the seed content references. */
export const illustrations: Illustration[] = ART_KEYS.map(({ key, width, height }, index) => {
  const mood = moodOf(key, index)
  const alt = key.startsWith('construction')
    ? `Стройплощадка ЖК «Новая Заря» у реки ${MOOD_ALT[mood]}: корпуса комплекса на набережной`
    : key.startsWith('panorama')
      ? `Круговая панорама набережной с корпусами ЖК «Новая Заря» ${MOOD_ALT[mood]}`
      : `Корпуса ЖК «Новая Заря» на набережной Невы ${MOOD_ALT[mood]}`
  return { key, alt, width, height, svg: () => riverside(width, height, { mood, seed: key, ...framing(key, index) }) }
})
