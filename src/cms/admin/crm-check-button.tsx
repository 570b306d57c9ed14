'use client'
import { Button, useConfig, useFormModified } from '@payloadcms/ui'
import { useState } from 'react'

type Crm = 'bitrix24' | 'amocrm' | 'metrika'

/**
 * «Проверить подключение» under a CRM's settings: the server sends a test lead with the saved settings (POST
 * /cms-api/globals/crm-integrations/check) and the CRM's answer is shown in Russian. Unsaved edits must be saved
 * first: the check uses what is stored. Under Metrica, the offline conversions file is one click away too.
 */
export function CrmCheckButton({ crm }: { crm: Crm }) {
  const { config } = useConfig()
  const modified = useFormModified()
  const [busy, setBusy] = useState(false)
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null)
  const api = `${config.serverURL ?? ''}${config.routes.api}`

  const check = async () => {
    setBusy(true)
    setAnswer(null)
    try {
      const response = await fetch(`${api}/globals/crm-integrations/check`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ crm }),
      })
      const body = (await response.json().catch(() => null)) as { ok?: boolean; message?: string; error?: { message?: string } } | null
      setAnswer({ ok: Boolean(body?.ok), message: body?.message ?? body?.error?.message ?? `Не получилось (HTTP ${response.status})` })
    } catch {
      setAnswer({ ok: false, message: 'Нет связи с сервером, попробуйте ещё раз' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, marginBottom: 24 }}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button buttonStyle="secondary" size="small" margin={false} disabled={busy || modified} onClick={() => void check()}>
          {busy ? 'Проверяем…' : 'Проверить подключение'}
        </Button>
        {crm === 'metrika' ? <a href={`${api}/leads/offline-conversions.csv`}>Скачать файл офлайн-конверсий (CSV)</a> : null}
      </div>
      {modified ? <p style={{ margin: 0, color: 'var(--theme-elevation-500)' }}>Сначала сохраните изменения.</p> : null}
      {answer ? (
        <p role="status" style={{ margin: 0, color: answer.ok ? 'var(--theme-success-700)' : 'var(--theme-error-600)' }}>
          {answer.message}
        </p>
      ) : null}
    </div>
  )
}
