// The catalogue's «от» figures as the product API lists them, and how the site prints them (lib/money's «от»
// rule: one decimal, rounded down). Shared by the specs that compare the home page with the catalogue.
import type { APIRequestContext } from '@playwright/test'

/** The cheapest price and the smallest area of the flats for sale with this room count, as the list orders them. */
export async function catalogueFrom(request: APIRequestContext, rooms: number): Promise<{ price?: number; area?: number }> {
  const first = async (order: string) =>
    (
      (await (await request.get(`/api/properties/?type=flat&rooms=${rooms}&order=${order}&limit=1`)).json()) as {
        results: { price: number; area: number }[]
      }
    ).results[0]
  return { price: (await first('price'))?.price, area: (await first('area'))?.area }
}

/** 5 290 000 → 'от 5,2 млн ₽' (plain spaces). */
export const ruMillions = (rub: number) =>
  `от ${new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 }).format(Math.floor(rub / 100_000) / 10)} млн ₽`

/** 24.6 → 'от 24,6 м²' (plain spaces). */
export const ruArea = (m2: number) => `от ${new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 }).format(m2)} м²`
