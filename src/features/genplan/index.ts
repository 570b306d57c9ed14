export { buildGenplan, tallyAvailableFlats, toGeometry } from './genplan'
export {
  combinedSectionsSchema,
  genplanBuildingSchema,
  genplanQuerySchema,
  genplanSchema,
  genplanSectionSchema,
  propertiesInfoSchema,
  type CombinedSections,
  type Genplan,
  type GenplanBuilding,
  type GenplanQuery,
  type GenplanSection,
  type PlanBuilding,
  type PlanData,
  type PlanSection,
  type PropertiesInfo,
} from './genplan.schema'
export { buildingIdFrom, combinedSections, getGenplan, getGenplanBuilding } from './queries'
