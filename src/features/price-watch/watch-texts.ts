/** The words of the watch buttons and forms (the consent is watch.schema.ts's, stored with each subscription). */
export const WATCH_TEXTS = {
  /** On an available flat's card. */
  watchPrice: 'Следить за ценой',
  /** On a booked or sold flat's card. */
  watchRelease: 'Сообщить, когда освободится',
  /** On the list, for its current filter. */
  watchFilter: 'Сообщать о новых квартирах по фильтру',
  introPrice: 'Пришлём письмо, если цена этой квартиры снизится. Не чаще одного письма в день.',
  introRelease: 'Пришлём письмо, как только квартира снова появится в продаже. Не чаще одного письма в день.',
  introFilter: 'Пришлём письмо, когда в продаже появятся новые квартиры по этому фильтру. Не чаще одного письма в день.',
  submit: 'Подписаться',
  successTitle: 'Проверьте почту',
  successText: 'Мы отправили письмо со ссылкой: подтвердите подписку, и мы начнём присылать новости. Без подтверждения писем не будет.',
} as const

/** The pages of the letters' links. */
export const WATCH_PAGE_TEXTS = {
  eyebrow: 'Подписка на изменения цен',
  confirmTitle: 'Подтверждение подписки',
  confirmQuestion: 'Подтвердите, что хотите получать письма об изменении цен и статусов квартир на этот адрес.',
  confirmSubmit: 'Подтвердить подписку',
  confirmFailed: 'Не удалось подтвердить подписку. Попробуйте ещё раз чуть позже.',
  confirmedTitle: 'Подписка подтверждена',
  confirmedText: 'Пришлём письмо, когда появятся новости, не чаще раза в день. Вы следите за этим:',
  unsubscribedTitle: 'Вы отписались',
  unsubscribedText: 'Больше не пришлём писем об изменении цен на этот адрес. Подписаться снова можно на странице любой квартиры.',
  toCatalogue: 'Перейти к квартирам',
} as const
