// Public surface of the analytics feature (client-safe).
export { AnalyticsController, type AnalyticsControllerProps } from './analytics-controller'
export { reachGoal, sendHit, sendParams, setGoalSink, trackFlatView } from './analytics'
export { CALL_TRACKING_UNAVAILABLE, type CallTrackingSettings, startCallTracking } from './call-tracking'
export {
  createRecordingSink,
  createScrollDepthTracker,
  GOALS,
  type GoalSink,
  recordFlatView,
  scrollGoalsFor,
  scrollPercent,
  startVisitTimers,
  VISIT_TIMER_SECONDS,
  VISITED_COOKIE,
  VISITED_FLAG_SECONDS,
} from './goals'
export { createMetrikaSink, loadMetrika, parseCounterId } from './metrika'
