export { type CheckResult, readiness, type Readiness } from './health'
