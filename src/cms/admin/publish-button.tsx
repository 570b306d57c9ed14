'use client'
import { FormSubmit, PopupList, useConfig, useDocumentInfo, useForm, useFormModified, useModal } from '@payloadcms/ui'
import { useCallback } from 'react'

import { ScheduleDialog } from './schedule-dialog'

/**
 * «Опубликовать» with «Запланировать публикацию» under its chevron, as Payload's own button, but opening the
 * office's scheduling dialog (schedule-dialog.tsx). Every document given this button has drafts with autosave
 * and scheduling (versions/index.ts), so the locale and no-autosave branches of Payload's button do not apply.
 */
export function PublishButton() {
  const info = useDocumentInfo()
  const { id, collectionSlug, globalSlug, hasPublishedDoc, hasPublishPermission, unpublishedVersionCount, uploadStatus } = info
  const { config } = useConfig()
  const { submit } = useForm()
  const modified = useFormModified()
  const { toggleModal, isModalOpen } = useModal()
  const dialogSlug = `schedule-publish-${id ?? globalSlug}`
  const hasNewerVersions = unpublishedVersionCount > 0
  const canPublish = Boolean(hasPublishPermission) && (modified || hasNewerVersions || !hasPublishedDoc) && uploadStatus !== 'uploading'
  const canSchedule = Boolean(hasPublishPermission && (globalSlug || (collectionSlug && id)))

  const publish = useCallback(async () => {
    if (uploadStatus === 'uploading') return
    const path = globalSlug ? `/globals/${globalSlug}` : `/${collectionSlug}${id ? `/${id}` : ''}`
    const result = await submit({ action: `${config.routes.api}${path}?depth=0`, overrides: { _status: 'published' } })
    if (result) {
      info.setUnpublishedVersionCount(0)
      info.setMostRecentVersionIsAutosaved(false)
      info.setHasPublishedDoc(true)
    }
  }, [uploadStatus, globalSlug, collectionSlug, id, submit, config.routes.api, info])

  if (!hasPublishPermission) return null
  return (
    <>
      <FormSubmit
        buttonId="action-save"
        type="button"
        size="medium"
        disabled={!canPublish}
        onClick={() => void publish()}
        enableSubMenu={canSchedule}
        SubMenuPopupContent={
          canSchedule
            ? ({ close }) => (
                <PopupList.ButtonGroup>
                  <PopupList.Button id="schedule-publish" onClick={() => [toggleModal(dialogSlug), close()]}>
                    Запланировать публикацию
                  </PopupList.Button>
                </PopupList.ButtonGroup>
              )
            : undefined
        }
      >
        Опубликовать
      </FormSubmit>
      {canSchedule && isModalOpen(dialogSlug) && (
        <ScheduleDialog slug={dialogSlug} defaultAction={hasNewerVersions ? 'publish' : 'unpublish'} />
      )}
    </>
  )
}
