/** UI labels of the lead forms. The failure texts are quoted from SPEC §8; the rest are plain control labels. */
export const FORM_ERROR_TEXTS = {
  title: 'произошла ошибка',
  text: 'попробуйте отправить данные еще раз или зайдите позже',
  retry: 'отправить повторно',
} as const

/** Field labels shared by both forms. */
export const FIELD_LABELS = {
  name: 'Имя',
  phone: 'Телефон',
  email: 'E-mail',
  comment: 'Комментарий',
  consent: 'Согласен на получение рекламной рассылки',
  honeypot: 'Сайт',
} as const

/** Under the mailing form: name and e-mail are personal data too (the checkbox is the advertising consent). */
export const MAILING_PERSONAL_DATA_TEXT =
  'Нажимая кнопку, вы соглашаетесь на обработку персональных данных в соответствии с политикой конфиденциальности.'

/** The mailing form's labels; the CMS has no mailing texts, so these are control labels, not marketing copy. */
export interface MailingTexts {
  /** The modal title; SPEC §2.2 names the action 'подписаться на рассылку'. */
  title: string
  description?: string
  submit: string
  successTitle: string
  successText?: string
}

export const DEFAULT_MAILING_TEXTS: MailingTexts = {
  title: 'подписаться на рассылку',
  submit: 'подписаться',
  successTitle: 'вы подписаны на рассылку',
}

/** The consultation form's texts: the CMS request block (GET /api/requests/request_block/). */
export interface RequestBlockTexts {
  title: string
  description?: string | null
  button_text?: string | null
  consent_text?: string | null
  success_title?: string | null
  success_text?: string | null
}

/** The submit label when the request block leaves it empty. */
export const DEFAULT_REQUEST_BUTTON = 'отправить заявку'

/** The panel's title when the visitor applies for a mortgage from an expanded offer. */
export const MORTGAGE_REQUEST_TITLE = 'Заявка на ипотеку'

/** The panel's title when the visitor asks to trade their flat in against this one. */
export const TRADE_IN_REQUEST_TITLE = 'Заявка на трейд-ин'

/** The privacy policy page every consent text links to (152-ФЗ). */
export const PRIVACY_PATH = '/privacy'
