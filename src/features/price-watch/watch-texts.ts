// The buttons' words only: they are in the first load of every card and list. The form's and the letters' pages'
// words are in their own modules (watch-form.tsx, watch-page-texts.ts), which load when they are needed.
/** The words of the watch buttons. */
export const WATCH_TEXTS = {
  /** On an available flat's card. */
  watchPrice: 'Следить за ценой',
  /** On a booked or sold flat's card. */
  watchRelease: 'Сообщить, когда освободится',
  /** On the list, for its current filter. */
  watchFilter: 'Сообщать о новых квартирах по фильтру',
} as const
