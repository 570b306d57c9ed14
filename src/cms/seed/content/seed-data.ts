import type { Bank, Camera, Media, MortgageProgram, ProgressCard, Promo, Redirect, SeoRecord } from '@/cms/payload-types'

import type { ArtRef } from '../types'

/** Keys the database fills in: document ids, timestamps and array-row ids. */
type Generated = 'id' | 'updatedAt' | 'createdAt'

/** An upload field (`number | Media`, maybe nullable) becomes an ArtRef; anything else is mapped deeply. */
type SeedField<V> = [Extract<V, Media>] extends [never] ? SeedData<V> : ArtRef | Extract<V, null | undefined>

/**
 * Seed-time shape of a Payload document: generated keys are dropped at every level and every upload
 * field takes an ArtRef ({ art: key }) that the seed engine turns into a media id.
 */
export type SeedData<T> = T extends (infer U)[]
  ? SeedData<U>[]
  : T extends object
    ? { [K in keyof T as K extends Generated ? never : K]: SeedField<T[K]> }
    : T

export type SeedBank = SeedData<Bank>
/** A programme names its bank; the engine resolves the name to the bank's id. */
/** Which properties a programme or promo applies to, with buildings named by their number (ids come at seed time). */
export type SeedScope = { buildings?: number[]; completion?: 'any' | 'construction' | 'completed'; features?: string[] }
export type SeedProgram = Omit<SeedData<MortgageProgram>, 'bank' | 'applies_to'> & { bank: string; applies_to?: SeedScope }
export type SeedProgressCard = SeedData<ProgressCard>
export type SeedCamera = SeedData<Camera>
export type SeedPromo = Omit<SeedData<Promo>, 'applies_to'> & {
  applies_to?: SeedScope & { property_types?: string[]; mortgage_program?: string }
}
export type SeedSeoRecord = SeedData<SeoRecord>
export type SeedRedirect = SeedData<Redirect>

export const art = (key: string): ArtRef => ({ art: key })
