import { LEAD_TYPES, labelOf } from '../options'

/**
 * The form as the visitor sent it, for the lead's card: one row per field, the field named in Russian where
 * the site's forms use it (the key itself otherwise) and the value as text.
 */
const LABELS: Record<string, string> = {
  type: 'Тип заявки',
  name: 'Имя',
  phone: 'Телефон',
  email: 'E-mail',
  comment: 'Комментарий',
  property: 'Помещение',
  mortgage_program: 'Ипотечная программа',
  page_url: 'Страница',
  client_id: 'ID клиента аналитики',
  agree_advertising_mailings: 'Согласие на рассылку',
  agree_personal_data: 'Согласие на обработку данных',
  request_type: 'Вид запроса',
  utm_source: 'Источник (utm_source)',
  utm_medium: 'Канал (utm_medium)',
  utm_campaign: 'Кампания (utm_campaign)',
  utm_content: 'Объявление (utm_content)',
  utm_term: 'Ключевое слово (utm_term)',
}

export interface FormFieldRow {
  key: string
  label: string
  value: string
}

const text = (value: unknown): string => {
  if (value === true) return 'Да'
  if (value === false) return 'Нет'
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'number') return value.toLocaleString('ru-RU', { useGrouping: false })
  if (typeof value === 'string') return value
  return JSON.stringify(value)
}

/** The rows of the table; nothing when the lead kept no form (older leads, leads made in the admin). */
export function formFieldRows(value: unknown): FormFieldRow[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return []
  return Object.entries(value as Record<string, unknown>).map(([key, field]) => ({
    key,
    label: LABELS[key] ?? key,
    // The form's type as the lead list names it («Обратный звонок», not «callback»).
    value: key === 'type' && typeof field === 'string' ? labelOf(LEAD_TYPES, field) : text(field),
  }))
}
