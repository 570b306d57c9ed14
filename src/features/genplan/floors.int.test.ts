import { describe, expect, inject, it } from 'vitest'

import { GET as floorGet } from '@/app/api/genplan/building/[id]/floors/[floor]/route'
import { GET as floorsGet } from '@/app/api/genplan/building/[id]/floors/route'
import { cms } from '@/cms/client'

import { buildingFloorsSchema, floorPlanSchema, type BuildingFloors, type FloorPlan } from './floors.schema'

type Route = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>
async function call<T>(route: Route, path: string, params: Record<string, string>): Promise<{ status: number; body: T }> {
  const response = await route(new Request(`http://localhost${path}`), { params: Promise.resolve(params) })
  expect(response.headers.get('content-type')).toContain('application/json')
  return { status: response.status, body: (await response.json()) as T }
}

/** The seeded flats of a building as Payload reads them: an independent path from the catalogue snapshot. */
async function flatsOf(building: number) {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'properties',
    where: { and: [{ type: { equals: 'flat' } }, { building: { equals: building } }] },
    pagination: false,
    depth: 0,
  })
  return docs
}

describe(`floor plans API on ${inject('dialect')}`, () => {
  it('lists each section of a building with its floors, available count and min price equal to a brute-force count', async () => {
    const payload = await cms()
    const building = (await payload.find({ collection: 'buildings', sort: 'number', limit: 1, depth: 0 })).docs[0]!
    const { status, body } = await call<BuildingFloors>(floorsGet, `/api/genplan/building/${building.id}/floors/`, {
      id: String(building.id),
    })
    expect(status).toBe(200)
    expect(buildingFloorsSchema.parse(body)).toEqual(body)
    expect(body.building).toMatchObject({ id: building.id, name: building.name })
    const flats = await flatsOf(building.id)
    expect(body.sections.length).toBeGreaterThan(1)
    for (const section of body.sections) {
      const own = flats.filter((f) => f.section === section.id)
      const floors = [...new Set(own.map((f) => Number(f.floor)))].sort((a, b) => b - a)
      expect(section.floors.map((f) => f.floor)).toEqual(floors)
      for (const row of section.floors) {
        const onFloor = own.filter((f) => Number(f.floor) === row.floor)
        // The demo seeds no hold, so the stored status is the catalogue status here.
        const available = onFloor.filter((f) => f.status === 'available')
        expect(row).toEqual({
          floor: row.floor,
          flats: onFloor.length,
          count: available.length,
          min_price: available.length ? Math.min(...available.map((f) => Number(f.price))) : null,
        })
      }
      expect(section.count).toBe(own.filter((f) => f.status === 'available').length)
    }
    expect(body.count).toBe(flats.filter((f) => f.status === 'available').length)
  })

  it('counts a booking whose hold ran out as available, like the catalogue', async () => {
    const payload = await cms()
    const building = (await payload.find({ collection: 'buildings', sort: 'number', limit: 1, depth: 0 })).docs[0]!
    const flat = (await flatsOf(building.id)).find((f) => f.status === 'booked')!
    const before = await call<BuildingFloors>(floorsGet, `/api/genplan/building/${building.id}/floors/`, { id: String(building.id) })
    const row = (b: BuildingFloors) => b.sections.find((s) => s.id === flat.section)!.floors.find((f) => f.floor === Number(flat.floor))!
    await payload.update({
      collection: 'properties',
      id: flat.id,
      data: { hold_until: new Date(Date.now() - 60_000).toISOString() },
      depth: 0,
    })
    try {
      const after = await call<BuildingFloors>(floorsGet, `/api/genplan/building/${building.id}/floors/`, { id: String(building.id) })
      expect(row(after.body).count).toBe(row(before.body).count + 1)
      const plan = await call<FloorPlan>(floorGet, `/api/genplan/building/${building.id}/floors/${flat.floor}/?section=${flat.section}`, {
        id: String(building.id),
        floor: String(flat.floor),
      })
      expect(plan.body.flats.find((f) => f.id === flat.id)).toMatchObject({ status: 'available', status_label: 'в продаже' })
    } finally {
      await payload.update({ collection: 'properties', id: flat.id, data: { hold_until: null }, depth: 0 })
    }
  })

  it("answers one section's floor: the plate, every flat by riser with its outline, filters marking flats", async () => {
    const payload = await cms()
    const building = (await payload.find({ collection: 'buildings', sort: 'number', limit: 1, depth: 0 })).docs[0]!
    const section = (await payload.find({ collection: 'sections', where: { building: { equals: building.id } }, sort: 'number', depth: 1 }))
      .docs[1]!
    const floor = 5
    const path = `/api/genplan/building/${building.id}/floors/${floor}/?section=${section.id}`
    const { status, body } = await call<FloorPlan>(floorGet, path, { id: String(building.id), floor: String(floor) })
    expect(status).toBe(200)
    expect(floorPlanSchema.parse(body)).toEqual(body)
    expect(body.section.id).toBe(section.id)
    expect(body.floors[0]).toBe(2)
    expect(body.floors.at(-1)).toBe(Number(section.total_floors))
    expect(body.plate.image?.url).toMatch(/floor-plate-1-2\.svg$/)
    expect(body.plate).toMatchObject({ width: 1600, height: 1000 })

    const own = (await flatsOf(building.id)).filter((f) => f.section === section.id && Number(f.floor) === floor)
    expect(body.flats.map((f) => f.id).sort()).toEqual(own.map((f) => f.id).sort())
    expect(body.flats.map((f) => f.riser)).toEqual(own.map((_, i) => i + 1))
    const risers = new Map((section.floor_plan_flats ?? []).map((r) => [Number(r.riser), r.outline]))
    for (const flat of body.flats) {
      const doc = own.find((f) => f.id === flat.id)!
      expect(flat).toMatchObject({
        number: doc.number,
        area: Number(doc.area),
        price: Number(doc.price),
        status: doc.status,
        matches: true,
      })
      expect(flat.outline).toEqual(risers.get(flat.riser!))
      expect(flat.outline!.length).toBeGreaterThanOrEqual(4)
    }
    expect(body.matched).toBe(body.flats.length)

    // Filters mark, never remove: two-room flats match, the rest stay on the plate unmarked.
    const filtered = await call<FloorPlan>(floorGet, `${path}&rooms=2`, { id: String(building.id), floor: String(floor) })
    expect(filtered.body.flats).toHaveLength(body.flats.length)
    for (const flat of filtered.body.flats) expect(flat.matches).toBe(flat.rooms === 2)
    expect(filtered.body.matched).toBe(own.filter((f) => Number(f.rooms) === 2).length)
    const sold = await call<FloorPlan>(floorGet, `${path}&status=sold`, { id: String(building.id), floor: String(floor) })
    for (const flat of sold.body.flats) expect(flat.matches).toBe(flat.status === 'sold')
  })

  it('picks the first section with the floor when none is given', async () => {
    const payload = await cms()
    const building = (await payload.find({ collection: 'buildings', sort: 'number', limit: 1, depth: 0 })).docs[0]!
    const sections = (
      await payload.find({ collection: 'sections', where: { building: { equals: building.id } }, sort: 'number', depth: 0 })
    ).docs
    const { body } = await call<FloorPlan>(floorGet, `/api/genplan/building/${building.id}/floors/3/`, {
      id: String(building.id),
      floor: '3',
    })
    expect(body.section.id).toBe(sections[0]!.id)
    // The top floor of the tallest section exists in that section only.
    const tallest = [...sections].sort((a, b) => Number(b.total_floors) - Number(a.total_floors))[0]!
    const top = Number(tallest.total_floors)
    const onlyThere = await call<FloorPlan>(floorGet, `/api/genplan/building/${building.id}/floors/${top}/`, {
      id: String(building.id),
      floor: String(top),
    })
    expect(onlyThere.body.section.id).toBe(tallest.id)
  })

  it('answers JSON 404 for unknown buildings, floors and sections, and 400 for malformed filters', async () => {
    const payload = await cms()
    const [first, second] = (await payload.find({ collection: 'buildings', sort: 'number', limit: 2, depth: 0 })).docs
    const foreign = (await payload.find({ collection: 'sections', where: { building: { equals: second!.id } }, limit: 1, depth: 0 }))
      .docs[0]!
    const id = String(first!.id)
    const cases: [Route, string, Record<string, string>, number][] = [
      [floorsGet, '/api/genplan/building/999999/floors/', { id: '999999' }, 404],
      [floorsGet, '/api/genplan/building/abc/floors/', { id: 'abc' }, 404],
      [floorGet, `/api/genplan/building/${id}/floors/99/`, { id, floor: '99' }, 404],
      [floorGet, `/api/genplan/building/${id}/floors/1.5/`, { id, floor: '1.5' }, 404],
      [floorGet, `/api/genplan/building/${id}/floors/first/`, { id, floor: 'first' }, 404],
      [floorGet, `/api/genplan/building/${id}/floors/5/?section=${foreign.id}`, { id, floor: '5' }, 404],
      [floorGet, `/api/genplan/building/${id}/floors/5/?section=x`, { id, floor: '5' }, 400],
      [floorGet, `/api/genplan/building/${id}/floors/5/?rooms=many`, { id, floor: '5' }, 400],
      [floorGet, `/api/genplan/building/${id}/floors/5/?price_min=9&price_max=1`, { id, floor: '5' }, 400],
    ]
    for (const [route, path, params, expected] of cases) {
      const { status, body } = await call<{ error: { code: string; message: string } }>(route, path, params)
      expect({ path, status }).toEqual({ path, status: expected })
      expect(typeof body.error.message).toBe('string')
    }
  })
})
