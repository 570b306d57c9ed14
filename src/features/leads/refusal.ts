import { HttpError } from '@/lib/http-error'
import { pluralRu } from '@/lib/plural'

/** What a form says when the server refused it for too many sends: what happened and when to try again. */
export interface Refusal {
  title: string
  text: string
}

export const RATE_LIMITED_TITLE = 'Слишком много отправок подряд'

/** 'через 40 секунд', 'через минуту', 'через 7 минут', 'через 2 часа': Retry-After rounded up to what people say. */
export function retryIn(seconds: number | undefined): string {
  if (seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return 'через несколько минут'
  if (seconds < 60) return `через ${seconds} ${pluralRu(seconds, ['секунду', 'секунды', 'секунд'])}`
  const minutes = Math.ceil(seconds / 60)
  if (minutes === 1) return 'через минуту'
  if (minutes < 60) return `через ${minutes} ${pluralRu(minutes, ['минуту', 'минуты', 'минут'])}`
  const hours = Math.ceil(minutes / 60)
  return hours === 1 ? 'через час' : `через ${hours} ${pluralRu(hours, ['час', 'часа', 'часов'])}`
}

/**
 * A 429 answer as the visitor should read it: the connection works, the site only paused sends from this
 * device for a while (the limit guards against scripts), and when to send again — from Retry-After.
 * Null for any other failure, which keeps the form's own message.
 */
export function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof HttpError) || error.status !== 429) return null
  return {
    title: RATE_LIMITED_TITLE,
    text: `Связь в порядке: сайт временно придержал отправку с этого устройства, чтобы защититься от автоматических заявок. Отправьте ещё раз ${retryIn(error.retryAfter)} — введённое сохранится.`,
  }
}
