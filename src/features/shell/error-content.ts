/** The error page texts of SPEC §2.2 by status code. */

export interface ErrorContent {
  title: string
  description: string | null
  /** 404 offers 'на главную'. */
  homeButton: boolean
  /** Every status except 404 offers 'перезагрузить страницу'. */
  reloadButton: boolean
}

export const HOME_BUTTON_LABEL = 'на главную'
export const RELOAD_BUTTON_LABEL = 'перезагрузить страницу'
/** SPEC §8: the message of an error page caused by page data failing on the server. */
export const DATA_ERROR_MESSAGE = 'Ошибка запроса данных'

/** Texts for a status; anything that is not a known code counts as 'Возникла ошибка'. */
export function errorContent(status: number): ErrorContent {
  if (status === 404) {
    return {
      title: 'страница не найдена',
      description:
        'Возможно, страница ещё в разработке или её адрес изменился. Перейдите на главную — оттуда можно попасть в любой раздел сайта.',
      homeButton: true,
      reloadButton: false,
    }
  }
  if (status === 500 || status === 505) {
    return {
      title: 'возникла ошибка на стороне сервера',
      description: 'Мы уже разбираемся. Попробуйте обновить страницу через минуту.',
      homeButton: false,
      reloadButton: true,
    }
  }
  if (status === 502) {
    return {
      title: 'сайт скоро заработает',
      description: 'Сейчас идут технические работы. Обновите страницу через несколько минут.',
      homeButton: false,
      reloadButton: true,
    }
  }
  return { title: 'Возникла ошибка', description: 'Попробуйте обновить страницу.', homeButton: false, reloadButton: true }
}
