import 'server-only'

/**
 * The one door from features to the CMS runtime (ARCHITECTURE.md: features see the CMS's types and options).
 * Reaching Payload through here keeps it out of every client bundle: `server-only` fails the build if a client
 * component's imports ever lead to it. Tests mock '@/cms/client' beneath it, so they need no second seam.
 */
export { cms } from '@/cms/client'
export { hasRole } from '@/cms/access'
// The rule of which booking still holds its flat: the admin's release and the buyer's cancel link share it.
export { type Booking as HeldBooking, type Held as HeldFlat, heldByThisBooking } from '@/cms/admin/booking-hold'
/** Raw SQL where Payload's query API cannot express a read or an atomic write (src/cms/sql.ts says which). */
export { sql, sqlDatabase, sqlNumber, type SqlDatabase } from '@/cms/sql'
// The Metrica offline conversions file: the admin's download and the scheduled upload build the same one.
export { conversionLeads, offlineConversionsCsv, offlineGoal } from '@/cms/admin/offline-conversions'
