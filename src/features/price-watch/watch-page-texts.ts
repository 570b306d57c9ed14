// Apart from the buttons' words (watch-texts.ts), which are in the first load of every card and list.
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
