import { useCallback, useEffect, useReducer, useRef, useState } from 'react'

import { fetchDefaultCalculation, fetchFacets, fetchOffers, fetchSpecs } from './api'
import {
  type CalculatorValues,
  clampInitialPayment,
  clampTerm,
  initialResultState,
  propertyFromSearch,
  resultReducer,
  startValues,
  valuesKey,
} from './calculator-model'
import type { MortgageOrder } from './constants'
import type { MortgageCategory, MortgageFacets, MortgageSpecs, OffersPage } from './mortgage.schema'

/** The server's first answer, so the page shows offers before any JavaScript runs. */
export interface MortgageInitial {
  specs: MortgageSpecs
  /** The first page of offers for the default calculation (default order, no categories). */
  page: OffersPage
  facets?: MortgageFacets | null
  /**
   * The best monthly payment of the default calculation: all the calculator takes from it (its starting values
   * are the page's). Not the whole answer, whose best offer repeats one of the page's in the HTML.
   */
  best?: number | null
}

/** Typing and dragging settle for this long before the list is asked for. */
export const DEBOUNCE_MS = 300

/**
 * The calculator's state: the visitor's values, the result state of SPEC §3 and the calls that keep
 * them in step. Changes are debounced; a newer request aborts the one in flight, so a slow stale answer
 * never overwrites a fresh one.
 */
export function useMortgageCalculator({
  initial,
  initialPrice,
  property,
  propertyFromUrl = false,
}: {
  initial?: MortgageInitial | null
  initialPrice?: number
  /** A flat's id: the offers are those that apply to it. */
  property?: number
  /** /mortgage: a `?property=` in the address restarts the calculator for that flat, at its exact price. */
  propertyFromUrl?: boolean
}) {
  const [state, dispatch] = useReducer(resultReducer, initial, (first) =>
    initialResultState(first && { page: first.page, facets: first.facets, specs: first.specs, best: first.best }),
  )
  const [defaults, setDefaults] = useState<CalculatorValues | null>(() =>
    initial ? startValues(initial.page.calculation, initial.specs, initialPrice, property) : null,
  )
  const [values, setValues] = useState<CalculatorValues | null>(defaults)
  // The values the shown list belongs to, and the key of the last list asked for.
  const [served] = useState(() => (initial ? startValues(initial.page.calculation, initial.specs) : null))
  const applied = useRef<CalculatorValues | null>(served)
  const requestedKey = useRef<string | null>(served && valuesKey(served))
  const inFlight = useRef<AbortController | null>(null)

  const startRequest = () => {
    inFlight.current?.abort()
    const controller = new AbortController()
    inFlight.current = controller
    return controller
  }

  const load = useCallback(async (next: CalculatorValues) => {
    const controller = startRequest()
    const { signal } = controller
    requestedKey.current = valuesKey(next)
    dispatch({ type: 'reload' })
    try {
      const [page, facets, calculation] = await Promise.all([
        fetchOffers(next, { offset: 0 }, { signal }),
        fetchFacets(next, { signal }),
        fetchDefaultCalculation(next, { signal }),
      ])
      if (signal.aborted) return
      applied.current = next
      dispatch({ type: 'reloaded', page, facets, best: calculation.payment })
    } catch {
      if (signal.aborted) return
      // The same values may be asked for again after a failure.
      requestedKey.current = null
      dispatch({ type: 'failed' })
    }
  }, [])

  // Without the server's first answer (the flat card's modal), the calculator fetches its own start.
  useEffect(() => {
    if (initial) return
    const controller = startRequest()
    const seed = { ...(initialPrice && initialPrice > 0 ? { price: Math.round(initialPrice) } : {}), property }
    Promise.all([fetchSpecs({ signal: controller.signal }), fetchDefaultCalculation(seed, { signal: controller.signal })])
      .then(([specs, calculation]) => {
        if (controller.signal.aborted) return
        const start = startValues(calculation, specs, initialPrice, property)
        dispatch({ type: 'specs', specs })
        setDefaults(start)
        setValues(start)
        void load(start)
      })
      .catch(() => {
        if (!controller.signal.aborted) dispatch({ type: 'failed' })
      })
    return () => controller.abort()
    // The start is fetched once per mount; later prop changes do not restart the calculator.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // /mortgage?property=787 (the card's link): the page is rendered once for everyone, so the flat is read here,
  // and the calculator starts as the card's own does: the flat's exact price, its programmes, the default terms.
  useEffect(() => {
    if (!initial || !propertyFromUrl) return
    const flat = propertyFromSearch(window.location.search)
    if (flat === undefined) return
    const controller = startRequest()
    dispatch({ type: 'reload' })
    fetchDefaultCalculation({ property: flat }, { signal: controller.signal })
      .then((calculation) => {
        if (controller.signal.aborted) return
        const start = startValues(calculation, initial.specs, calculation.price, flat)
        setDefaults(start)
        setValues(start)
        void load(start)
      })
      .catch(() => {
        // An unknown flat (404) leaves the page's own calculation, which is still shown.
        if (!controller.signal.aborted) dispatch({ type: 'failed' })
      })
    return () => controller.abort()
    // Read once per mount, as the address is when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    if (!values || valuesKey(values) === requestedKey.current) return
    const timer = setTimeout(() => void load(values), DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [values, load])

  useEffect(() => () => inFlight.current?.abort(), [])

  const showMore = useCallback(async () => {
    const current = applied.current
    if (!current || state.loading || state.reloading || state.appending || !state.pageInfo.hasNext) return
    const controller = startRequest()
    dispatch({ type: 'append' })
    try {
      const page = await fetchOffers(current, { offset: state.results.length }, { signal: controller.signal })
      if (!controller.signal.aborted) dispatch({ type: 'appended', page })
    } catch {
      if (!controller.signal.aborted) dispatch({ type: 'failed' })
    }
  }, [state.loading, state.reloading, state.appending, state.pageInfo.hasNext, state.results.length])

  const update = useCallback((change: (current: CalculatorValues) => CalculatorValues) => {
    setValues((current) => (current ? change(current) : current))
  }, [])

  const specs = state.specs
  return {
    state,
    values,
    /** Rubles; the caller converts the millions the visitor typed. */
    setPrice: (price: number) => {
      if (Number.isFinite(price) && price > 0) update((v) => ({ ...v, price }))
    },
    setInitialPayment: (percent: number) => update((v) => ({ ...v, initial_payment: clampInitialPayment(percent, specs) })),
    setTerm: (years: number) => update((v) => ({ ...v, term: clampTerm(years, specs) })),
    toggleCategory: (category: MortgageCategory) => {
      // A category that needs other values (an instalment: a larger first payment, a shorter term) moves to them.
      const fit = state.facets?.category.find((c) => c.value === category)
      update((v) => {
        if (v.category.includes(category)) return { ...v, category: v.category.filter((c) => c !== category) }
        return {
          ...v,
          category: [...v.category, category],
          ...(fit?.initial_payment !== undefined ? { initial_payment: clampInitialPayment(fit.initial_payment, specs) } : {}),
          ...(fit?.term !== undefined ? { term: clampTerm(fit.term, specs) } : {}),
        }
      })
    },
    setOrder: (order: MortgageOrder) => update((v) => ({ ...v, order })),
    /** 'сбросить фильтры': back to the starting values. */
    reset: () => {
      if (defaults) setValues(defaults)
    },
    showMore,
  }
}
