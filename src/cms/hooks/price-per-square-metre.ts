import type { CollectionBeforeChangeHook } from 'payload'

/** Keeps price_per_m2 consistent with price and area on every save (editors never type it). */
export const pricePerSquareMetre: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const price = Number(data.price ?? originalDoc?.price)
  const area = Number(data.area ?? originalDoc?.area)
  if (price > 0 && area > 0) data.price_per_m2 = Math.round(price / area)
  return data
}
