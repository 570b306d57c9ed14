/**
 * The booking terms and texts (SPEC §1, §9: free booking for 3 days at a fixed price) and the formatting
 * of the hold deadline. Pure and client-safe: the page, the form and the server share them.
 */

/** SPEC §9: a free booking holds the flat for 3 days. */
export const HOLD_DAYS = 3

/** The hold's length in milliseconds. */
export const HOLD_DURATION_MS = HOLD_DAYS * 24 * 60 * 60 * 1000

/** Where the booking form posts (src/app/api/booking/route.ts). */
export const BOOKING_ENDPOINT = '/api/booking/'

/** Where the cancel page posts (src/app/api/booking/cancel/route.ts). */
export const BOOKING_CANCEL_ENDPOINT = '/api/booking/cancel/'

/** The page the confirmation e-mail's cancel link opens: it asks before it cancels (mail scanners open links). */
export const BOOKING_CANCEL_PATH = '/booking/cancel'

/** Deadlines are stated in the sales office's time: the complex is sold from St Petersburg (Moscow time). */
export const BOOKING_TIME_ZONE = 'Europe/Moscow'

/** The Russian messages of the booking API and form. */
export const BOOKING_MESSAGES = {
  idRequired: 'Не указана квартира для бронирования',
  consentRequired: 'Подтвердите согласие на обработку персональных данных',
  notFound: 'Квартира не найдена: возможно, ссылка устарела',
  unavailable: 'Эту квартиру уже забронировали',
  invalidForm: 'Проверьте правильность заполнения формы',
  cancelLinkInvalid: 'Ссылка для отмены брони недействительна: откройте её из письма целиком',
  cancelNotHeld: 'Бронь уже снята: она закончилась, её отменили или квартира передана в продажу по другой брони',
} as const

/** The texts of the booking page (service texts of the booking flow; the flat itself comes from the catalogue). */
export const BOOKING_TEXTS = {
  eyebrow: 'Бронирование',
  title: 'Забронировать квартиру',
  terms: `Бесплатная бронь на ${HOLD_DAYS} дня по фиксированной цене`,
  steps: [
    `Квартира сразу снимается с продажи и ждёт вас ${HOLD_DAYS} дня — бесплатно.`,
    'Цена фиксируется в момент брони и не изменится, пока бронь действует.',
    'Менеджер отдела продаж позвонит, чтобы договориться о встрече и подготовить договор.',
    'Если не успеете — бронь просто закончится, и квартира вернётся в продажу. Никаких штрафов.',
  ],
  stepsTitle: 'Как это работает',
  formTitle: 'Ваши контакты',
  nameLabel: 'Имя',
  phoneLabel: 'Телефон',
  emailLabel: 'E-mail, если нужно подтверждение письмом',
  emailHint: 'Пришлём номер брони, срок и ссылку, по которой бронь можно отменить.',
  consentLabel: 'Я согласен на обработку персональных данных',
  consentPolicy: 'Как ГК «Горизонт» обрабатывает и защищает ваши данные — в политике конфиденциальности.',
  submit: 'забронировать',
  fixedPrice: 'Фиксированная цена',
  bookingPrice: 'Цена при бронировании',
  price: 'Цена',
  successTitle: 'Квартира забронирована',
  number: 'Номер брони',
  emailSent: 'Подтверждение со ссылкой для отмены брони придёт на',
  timeZone: 'по московскому времени',
  cancelTitle: 'Отмена брони',
  cancelQuestion: 'Отменить бронь? Квартира сразу вернётся в продажу, и её сможет забронировать другой покупатель.',
  cancelSubmit: 'отменить бронь',
  cancelledTitle: 'Бронь отменена',
  cancelledText: 'Квартира вернулась в продажу. Если передумаете, её можно забронировать снова, пока она свободна.',
  cancelFailed: 'Не удалось отменить бронь. Попробуйте ещё раз или позвоните в отдел продаж.',
  successText: 'Менеджер позвонит вам в ближайшее рабочее время, чтобы подтвердить бронь и договориться о встрече.',
  conflictTitle: 'Эту квартиру уже забронировали',
  conflictText: 'Пока вы заполняли форму, её успел забронировать другой покупатель. В каталоге есть похожие варианты.',
  toCatalogue: 'выбрать другую квартиру',
  toFlat: 'вернуться к квартире',
  missingTitle: 'Не выбрана квартира',
  missingText: 'Чтобы забронировать квартиру, откройте её карточку в каталоге и нажмите «забронировать».',
  unknownTitle: 'Квартира не найдена',
  unknownText: 'Возможно, ссылка устарела или квартира снята с продажи. Подберите похожую в каталоге.',
  bookedTitle: 'Квартира уже забронирована',
  bookedText: 'Её держит бронь другого покупателя. Если бронь закончится, квартира вернётся в продажу.',
  soldTitle: 'Квартира продана',
  soldText: 'Эта квартира уже нашла владельца. В каталоге есть похожие варианты.',
} as const

/**
 * 'Квартира забронирована до 25 ноября 2026, 14:30 по московскому времени': the deadline sentence of the
 * confirmation. The zone is said: a buyer in Novosibirsk would otherwise read the time as his own.
 */
export function holdDeadlineSentence(holdUntil: string | Date): string {
  return `${BOOKING_TEXTS.successTitle} до ${formatHoldDeadline(holdUntil)} ${BOOKING_TEXTS.timeZone}`
}

/** The number a buyer quotes to the sales office: the booking lead's id ('№ 1042'). */
export function bookingNumber(id: number): string {
  return `№ ${id}`
}

/** A hold deadline in Moscow time the Russian way: '25 ноября 2026, 14:30'. */
export function formatHoldDeadline(holdUntil: string | Date): string {
  const date = typeof holdUntil === 'string' ? new Date(holdUntil) : holdUntil
  const parts = new Intl.DateTimeFormat('ru-RU', {
    timeZone: BOOKING_TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')}`
}
