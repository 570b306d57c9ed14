'use client'
import { Button, useConfig, useDocumentInfo, useFormFields, useFormModified } from '@payloadcms/ui'
import { useState } from 'react'

import type { HoldAction } from './booking-hold'
import styles from './booking-hold-field.module.css'
import { moscowDateTime } from './moscow-time'

const EXTENSIONS = [
  { days: 1, label: '+1 день' },
  { days: 3, label: '+3 дня' },
  { days: 7, label: '+7 дней' },
] as const

/**
 * On a booking lead: the hold's deadline and the sales team's two actions on it — extend by days or release the
 * flat. The flat's status on the site follows at once (POST /cms-api/leads/:id/hold). The page reloads to show
 * the new deadline; with unsaved edits the buttons wait, so nothing typed is lost.
 */
export function BookingHoldField() {
  const { config } = useConfig()
  const { id } = useDocumentInfo()
  const type = useFormFields(([fields]) => fields.type?.value)
  const holdUntil = useFormFields(([fields]) => fields.hold_until?.value) as string | null | undefined
  const modified = useFormModified()
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  if (type !== 'booking' || !id) return null

  const active = typeof holdUntil === 'string' && Date.parse(holdUntil) > Date.now()
  const run = async (action: HoldAction) => {
    if (action.action === 'release' && !window.confirm('Снять бронь? Квартира сразу вернётся в продажу на сайте.')) return
    setBusy(true)
    setMessage(null)
    try {
      const response = await fetch(`${config.serverURL ?? ''}${config.routes.api}/leads/${id}/hold`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(action),
      })
      if (response.ok) {
        window.location.reload()
        return
      }
      const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null
      setMessage(body?.error?.message ?? `Не получилось (${response.status})`)
    } catch {
      setMessage('Нет связи с сервером, попробуйте ещё раз')
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className={styles.hold} aria-label="Бронь">
      <p className={styles.state}>
        {holdUntil ? (
          <>
            {active ? 'Бронь действует до' : 'Бронь закончилась'} <strong>{moscowDateTime(holdUntil)}</strong> (МСК)
          </>
        ) : (
          'Бронь не действует'
        )}
      </p>
      <div className={styles.actions}>
        {EXTENSIONS.map((extension) => (
          <Button
            key={extension.days}
            buttonStyle="secondary"
            size="small"
            margin={false}
            disabled={busy || modified}
            onClick={() => void run({ action: 'extend', days: extension.days })}
          >
            {`Продлить ${extension.label}`}
          </Button>
        ))}
        <Button
          buttonStyle="error"
          size="small"
          margin={false}
          disabled={busy || modified || !active}
          onClick={() => void run({ action: 'release' })}
        >
          Снять бронь
        </Button>
      </div>
      {modified && <p className={styles.hint}>Сначала сохраните изменения заявки.</p>}
      {message && (
        <p className={styles.error} role="alert">
          {message}
        </p>
      )}
    </section>
  )
}
