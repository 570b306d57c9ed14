'use client'
import {
  Button,
  DatePicker,
  Drawer,
  toast,
  useConfig,
  useDocumentInfo,
  useDocumentTitle,
  useModal,
  useServerFunctions,
} from '@payloadcms/ui'
import { useCallback, useEffect, useState } from 'react'

import { DATE_TIME_FORMAT, PICKER_WORDS } from '../fields'
import { moscowDateTime } from './moscow-time'
import styles from './schedule-dialog.module.css'
import { instantOf, nextWholeHour, wallClock } from './schedule-time'

type Action = 'publish' | 'unpublish'
type Upcoming = { id: number | string; input: { type: Action }; waitUntil: string }

const ACTIONS: Record<Action, string> = { publish: 'Опубликовать', unpublish: 'Снять с публикации' }
const OFFICE_ZONE = 'Europe/Moscow'

/**
 * «Запланировать публикацию», in place of Payload's dialog (which shows «нояб. 28, 2026 10:10 ДП», a «Time»
 * column and an English zone list with none chosen, and sets midnight when a day is clicked). Here: the office's
 * zone preset and named, `дд.мм.гггг чч:мм` on a 24-hour clock, the next whole hour by default, a day click
 * keeping the time. It queues the same job through Payload's own server function, so the jobs queue publishes it.
 */
export function ScheduleDialog({ slug, defaultAction }: { slug: string; defaultAction: Action }) {
  const { config } = useConfig()
  const { id, collectionSlug, globalSlug } = useDocumentInfo()
  const { title } = useDocumentTitle()
  const { toggleModal } = useModal()
  const { schedulePublish, getUpcomingScheduledPublish } = useServerFunctions()
  const timezones = config.admin.timezones
  const zone = timezones?.defaultTimezone ?? OFFICE_ZONE
  const zoneLabel = timezones?.supportedTimezones?.find((tz) => tz.value === zone)?.label ?? zone
  const [action, setAction] = useState<Action>(defaultAction)
  const [wall, setWall] = useState<Date | null>(() => nextWholeHour(new Date(), zone))
  const [saving, setSaving] = useState(false)
  const [upcoming, setUpcoming] = useState<Upcoming[] | null>(null)

  const refresh = useCallback(async () => {
    const docs = await getUpcomingScheduledPublish({ id, collectionSlug, globalSlug })
    setUpcoming(docs as Upcoming[])
  }, [getUpcomingScheduledPublish, id, collectionSlug, globalSlug])

  useEffect(() => {
    refresh().catch(() => setUpcoming([]))
  }, [refresh])

  const save = async () => {
    if (!wall) return toast.error('Выберите дату и время публикации.')
    const at = instantOf(wall, zone)
    if (at.getTime() <= Date.now()) return toast.error('Это время уже прошло: выберите время позже текущего.')
    setSaving(true)
    try {
      const result = (await schedulePublish({
        type: action,
        date: at,
        timezone: zone,
        doc: collectionSlug ? { relationTo: collectionSlug, value: String(id) } : undefined,
        global: globalSlug || undefined,
      })) as { error?: unknown } | undefined
      if (result?.error) throw new Error(String(result.error))
      toast.success(`Запланировано на ${moscowDateTime(at.toISOString())} (МСК).`)
      await refresh()
    } catch {
      toast.error('Не удалось запланировать публикацию. Попробуйте ещё раз.')
    } finally {
      setSaving(false)
    }
  }

  const cancel = async (jobId: Upcoming['id']) => {
    try {
      await schedulePublish({ deleteID: jobId })
      toast.success('Запланированная публикация отменена.')
      await refresh()
    } catch {
      toast.error('Не удалось отменить. Попробуйте ещё раз.')
    }
  }

  const heading = `Запланировать публикацию: ${title}`
  return (
    <Drawer
      slug={slug}
      className={`schedule-publish ${styles.dialog}`}
      gutter={false}
      Header={
        <div className={styles.header}>
          <h2 title={heading}>{heading}</h2>
          <Button buttonStyle="secondary" size="small" onClick={() => toggleModal(slug)}>
            Закрыть
          </Button>
        </div>
      }
    >
      <div className={styles.body}>
        <fieldset className={styles.actions}>
          <legend>Что сделать</legend>
          {(Object.keys(ACTIONS) as Action[]).map((value) => (
            <label key={value}>
              <input type="radio" name={`${slug}-action`} checked={action === value} onChange={() => setAction(value)} disabled={saving} />{' '}
              {ACTIONS[value]}
            </label>
          ))}
        </fieldset>
        <label className={styles.label} htmlFor={`${slug}-when`}>
          Дата и время (МСК)
        </label>
        <DatePicker
          id={`${slug}-when`}
          pickerAppearance="dayAndTime"
          displayFormat={DATE_TIME_FORMAT}
          timeFormat="HH:mm"
          timeIntervals={15}
          placeholder="дд.мм.гггг чч:мм"
          minDate={wallClock(new Date(), zone)}
          readOnly={saving}
          value={wall ?? undefined}
          onChange={(next) => setWall(next ?? null)}
          overrides={PICKER_WORDS}
        />
        <p className={styles.zone}>
          Часовой пояс: <span>{zoneLabel}</span>
        </p>
        <div className={styles.buttons}>
          <Button buttonStyle="primary" disabled={saving} onClick={() => void save()} id="scheduled-publish-save">
            {saving ? 'Сохраняем…' : 'Запланировать'}
          </Button>
        </div>
      </div>
      <div className={styles.body}>
        <h3 className={styles.subtitle}>Запланировано</h3>
        {upcoming === null ? (
          <p>Загружаем…</p>
        ) : upcoming.length === 0 ? (
          <p className={styles.empty}>Запланированных публикаций нет.</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Действие</th>
                <th scope="col">Когда (МСК)</th>
                <th scope="col">
                  <span className={styles.hidden}>Отмена</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {upcoming.map((event) => (
                <tr key={event.id}>
                  <td>{ACTIONS[event.input.type] ?? ACTIONS.publish}</td>
                  <td>
                    <time dateTime={event.waitUntil}>{moscowDateTime(event.waitUntil)}</time>
                  </td>
                  <td>
                    <Button buttonStyle="secondary" size="small" onClick={() => void cancel(event.id)}>
                      Отменить
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </Drawer>
  )
}
