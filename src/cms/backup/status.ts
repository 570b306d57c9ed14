import { serverEnv } from '../../server/env'
import { moduleLogger } from '../../server/log'
import { backupStore, type BackupStatus } from './store'

/** The last backup's result from the configured store; null when there is none or the store cannot be read. */
export async function readBackupStatus(): Promise<BackupStatus | null> {
  try {
    return await backupStore(serverEnv()).readStatus()
  } catch (error) {
    moduleLogger('backup').warn({ err: error }, 'could not read the last backup result')
    return null
  }
}
