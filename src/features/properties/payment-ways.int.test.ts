import { describe, expect, inject, it } from 'vitest'

import * as offersRoute from '@/app/api/mortgage/route'
import * as mortgageFacetsRoute from '@/app/api/mortgage/facets/route'
import { GET as detailGet } from '@/app/api/properties/[id]/route'
import type { MortgageFacets, OffersPage } from '@/features/mortgage'
import { loanAmount } from '@/lib/mortgage-math'

import { getCatalog } from './catalog'
import type { PropertyDetail } from './properties.schema'
import { fullPaymentDiscount } from './promos'

async function get<T>(route: typeof detailGet, url: string, params: Record<string, string> = {}): Promise<T> {
  const response = await route(new Request(`http://localhost${url}`), { params: Promise.resolve(params) })
  expect(response.status).toBe(200)
  return (await response.json()) as T
}

/**
 * The card's ways to pay are the calculator's own figures for the same flat: the mortgage line is the first offer
 * of /api/mortgage/?property=, the instalment line is what the calculator shows once «Рассрочка» is picked (its
 * chip moves the first payment and term to what the programme needs), and the 100 % line's discount is the
 * full-payment promo that applies to the flat.
 */
describe(`ways to pay on the card on ${inject('dialect')}`, () => {
  it('mortgage and instalment figures equal the calculator’s for the same flat', async () => {
    const snapshot = await getCatalog()
    // Flats of every building: handed over (instalments apply) and under construction (they may not).
    const flats = snapshot.items.filter((r) => r.type === 'flat').filter((_, k) => k % 97 === 0)
    let withInstalment = 0
    for (const flat of flats) {
      const detail = await get<PropertyDetail>(detailGet, `/api/properties/${flat.id}/`, { id: String(flat.id) })
      const offers = await get<OffersPage>(offersRoute.GET, `/api/mortgage/?property=${flat.id}&order=payment`)
      expect(detail.full_mortgage_payment).toBe(offers.results[0]?.payment ?? null)

      const facets = await get<MortgageFacets>(mortgageFacetsRoute.GET, `/api/mortgage/facets/?property=${flat.id}`)
      const chip = facets.category.find((c) => c.value === 'installment')
      if (!chip || chip.count === 0) {
        expect(detail.instalment).toBeNull()
        continue
      }
      const initial = chip.initial_payment ?? 20
      const term = chip.term ?? 30
      const picked = await get<OffersPage>(
        offersRoute.GET,
        `/api/mortgage/?property=${flat.id}&category=installment&initial_payment=${initial}&term=${term}&order=payment`,
      )
      expect(detail.instalment).toMatchObject({
        program_id: picked.results[0]!.id,
        monthly_payment: picked.results[0]!.payment,
        initial_payment: initial,
        term,
        first_payment: detail.price - loanAmount(detail.price, initial),
      })
      withInstalment++
    }
    // The demo's instalment plans apply to the handed-over buildings: some of the sample must have one.
    expect(withInstalment).toBeGreaterThan(0)
  })

  it('the 100 % line takes the discount of the full-payment promo, and only of one marked so', async () => {
    const snapshot = await getCatalog()
    const flat = snapshot.items.find((r) => r.type === 'flat')!
    const promo = await fullPaymentDiscount(flat.id)
    expect(promo).toMatchObject({ title: 'Скидка при полной оплате', discount_percent: 7, full_payment: true })
    const parking = snapshot.items.find((r) => r.type === 'parking')!
    expect(await fullPaymentDiscount(parking.id)).toBeNull()
  })
})
