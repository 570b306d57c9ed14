export { BuildingDocumentsList, FooterBuildingDocuments } from './building-documents'
export { documentFacts } from './building-documents-model'
export { FlatOnFloor } from './flat-on-floor'
export { flatFloorPlan } from './floor-pages'
export { buildBuildingFloors, buildFloorPlan, DEFAULT_PLATE_SIZE, flatsByFloor, type FloorSource, sectionsOf } from './floors'
export {
  buildingFloorsSchema,
  floorPlanSchema,
  floorQuerySchema,
  floorSectionSchema,
  floorSummarySchema,
  plateFlatSchema,
  type BuildingFloors,
  type FloorPlan,
  type FloorQuery,
  type FloorSection,
  type FloorSummary,
  type PlateFlat,
} from './floors.schema'
export { buildGenplan, tallyBySection, toGeometry, type FlatTally } from './genplan'
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
export { buildingIdFrom, combinedSections, floorFrom, getBuildingFloors, getFloorPlan, getGenplan, getGenplanBuilding } from './queries'
export { genplanOperations } from './operations'
