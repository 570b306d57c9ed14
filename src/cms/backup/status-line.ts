import { moscowDateTime } from '../admin/moscow-time'
import type { BackupStatus } from './store'

const STALE_MS = 48 * 60 * 60 * 1000

/** The dashboard's line about the last backup, in the office's time (Moscow). */
export function backupStatusLine(status: BackupStatus | null, now = new Date()): string {
  if (!status) return 'Последняя резервная копия: ещё не делалась'
  const when = moscowDateTime(status.at)
  if (!status.ok) return `Последняя резервная копия: ${when}, ошибка: ${status.error ?? 'причина неизвестна'}`
  const stale = now.getTime() - Date.parse(status.at) > STALE_MS
  return `Последняя резервная копия: ${when}, успешно${stale ? ' (больше двух суток назад)' : ''}`
}
