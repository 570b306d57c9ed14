// Client-safe public surface of the price watch: the buttons and the form (index.ts is the server side).
export { WatchAction } from './watch-action'
export { WATCH_ENDPOINT, WatchForm, type WatchSubject } from './watch-form'
export { WATCH_TEXTS } from './watch-texts'
