export * from './progress.schema'
export {
  getPanoramaCard,
  getProgressCard,
  getProgressFacets,
  getProgressPromo,
  getProgressSpecs,
  listCameras,
  listProgress,
} from './service'
