import { describe, expect, inject, it } from 'vitest'

import { GET as buildingGet } from '@/app/api/genplan/building/[id]/route'
import { GET as combinedGet } from '@/app/api/genplan/buildings-combined-sections/route'
import { GET as genplanGet } from '@/app/api/genplan/route'
import { cms } from '@/cms/client'

import {
  combinedSectionsSchema,
  genplanBuildingSchema,
  genplanSchema,
  type CombinedSections,
  type Genplan,
  type GenplanBuilding,
} from './genplan.schema'

type Route = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>
async function call<T>(route: Route, path: string, params: Record<string, string> = {}): Promise<{ status: number; body: T }> {
  const response = await route(new Request(`http://localhost${path}`), { params: Promise.resolve(params) })
  return { status: response.status, body: (await response.json()) as T }
}

describe(`master plan API on ${inject('dialect')}`, () => {
  it('lists every section as the SPEC §3 tooltip input, with counts equal to a brute-force count', async () => {
    const payload = await cms()
    const [flats, sections, buildings] = await Promise.all([
      payload.find({
        collection: 'properties',
        where: { and: [{ type: { equals: 'flat' } }, { status: { equals: 'available' } }] },
        pagination: false,
        depth: 0,
      }),
      payload.find({ collection: 'sections', pagination: false, depth: 0 }),
      payload.find({ collection: 'buildings', pagination: false, depth: 0 }),
    ])
    const { status, body } = await call<CombinedSections>(combinedGet, '/api/genplan/buildings-combined-sections/')
    expect(status).toBe(200)
    expect(combinedSectionsSchema.parse(body)).toEqual(body)
    expect(body.count).toBe(sections.docs.length)
    for (const s of body.results) {
      const doc = sections.docs.find((d) => d.id === s.id)!
      const building = buildings.docs.find((b) => b.id === doc.building)!
      expect(s).toMatchObject({ building: Number(building.number), number: Number(doc.number), total_floors: Number(doc.total_floors) })
      expect(s.completion_status).toBe(doc.completion_status === 'construction' ? 'стройка' : 'дом сдан')
      const own = flats.docs.filter((f) => f.section === s.id)
      const rooms = [...new Set(own.map((f) => Number(f.rooms)))].sort((a, b) => a - b)
      expect(s.properties_info).toEqual(
        rooms.map((n) => {
          const of = own.filter((f) => Number(f.rooms) === n)
          return { rooms: n, count: of.length, min_price: Math.min(...of.map((f) => Number(f.price))) }
        }),
      )
      expect(s.properties_info.every((row) => row.count > 0)).toBe(true)
    }
    const one = await call<CombinedSections>(combinedGet, `/api/genplan/buildings-combined-sections/?building=${buildings.docs[0]!.id}`)
    expect(one.body.results.every((s) => s.building_id === buildings.docs[0]!.id)).toBe(true)
  })

  it('answers buildings with geometry and their sections, one building by id, 404 otherwise', async () => {
    const { body } = await call<Genplan>(genplanGet, '/api/genplan/')
    expect(genplanSchema.parse(body)).toEqual(body)
    expect(body.results.map((b) => b.number)).toEqual([1, 2, 3, 4, 5])
    expect(body.results.map((b) => b.completion_status)).toEqual(['дом сдан', 'дом сдан', 'стройка', 'стройка', 'стройка'])
    for (const b of body.results) expect(b.geometry).toHaveLength(4)
    const first = body.results[0]!
    const one = await call<GenplanBuilding>(buildingGet, `/api/genplan/building/${first.id}/`, { id: String(first.id) })
    expect(genplanBuildingSchema.parse(one.body)).toEqual(first)
    for (const id of ['999999', 'abc']) expect((await call(buildingGet, `/api/genplan/building/${id}/`, { id })).status).toBe(404)
    expect((await call(genplanGet, '/api/genplan/?building=x')).status).toBe(400)
  })
})
