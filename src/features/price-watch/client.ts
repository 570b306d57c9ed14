// Client-safe public surface of the price watch: the button that opens the form (the form loads on its first click).
export { WatchAction } from './watch-action'
export type { WatchSubject } from './watch-form'
export { WATCH_TEXTS } from './watch-texts'
