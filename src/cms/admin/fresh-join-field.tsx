'use client'
import { JoinField, useDocumentInfo } from '@payloadcms/ui'
import type { JoinFieldClientComponent } from 'payload'

/**
 * A join panel that reads its rows again after every save of the document. Payload's panel loads once: the
 * flat's «История цен и статусов» said «Ничего не найдено» right after a price change that the global history
 * listed, until the page was reloaded. Keyed by the last save, it remounts and asks the server again.
 */
export const FreshJoinField: JoinFieldClientComponent = (props) => {
  const { lastUpdateTime } = useDocumentInfo()
  return <JoinField key={lastUpdateTime} {...props} />
}
