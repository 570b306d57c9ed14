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
export { getCameraStatus } from './camera-status'
export { getProgressPageData, type ProgressPageData } from './progress-page'
export { ProgressView } from './progress-view'
export { progressOperations } from './operations'
