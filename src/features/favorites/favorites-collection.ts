/** The favorites page's list is the visitor's own or a collection someone shared by link (?collection=). */

/** What the recipient of a shared selection reads: it was sent to them, and they may keep it. */
export const SHARED_TEXTS = {
  title: 'Подборка квартир, которой с вами поделились',
  text: 'Её собрал для вас другой человек. Сохраните подборку себе — квартиры появятся в вашем избранном.',
  lead: 'Эту подборку квартир прислали вам по ссылке: сравните планировки и цены и сохраните понравившиеся себе.',
  save: 'Сохранить себе',
  saved: 'Квартиры сохранены в вашем избранном.',
  openMine: 'Открыть моё избранное',
  failed: 'Не удалось сохранить подборку, попробуйте ещё раз',
} as const

/** Where the list is read: the visitor's own favourites, or the shared collection's properties. */
export const listPathOf = (collection: string | null) =>
  collection === null ? '/api/favorites/' : `/api/favorite_collection/${encodeURIComponent(collection)}/properties/`
