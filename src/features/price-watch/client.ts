// Client-safe public surface of the price watch: the buttons and the form (index.ts is the server side).
export { WATCH_ENDPOINT, WatchAction, WatchForm, type WatchSubject } from './watch-form'
export { WATCH_TEXTS } from './watch-texts'
