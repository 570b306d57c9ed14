import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Payload instance of this process (Payload caches it; the first call connects). */
export function cms(): Promise<Payload> {
  return getPayload({ config })
}
