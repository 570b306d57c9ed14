/**
 * The restored site, in a process of its own (backup.int.test.ts): Payload connects to the restored database
 * (DATABASE_URL from the test) and the flat's page data is read through the site's API route, as the page and a
 * visitor's browser read it. Sends what the route answered over the IPC channel.
 */
import { GET } from '@/app/api/properties/[id]/route'
import { cms } from '@/cms/client'

const send = (message: unknown) => new Promise<void>((resolve) => process.send!(message, () => resolve()))

try {
  const [id] = process.argv.slice(2)
  await cms()
  const response = await GET(new Request(`http://localhost/api/properties/${id}`), { params: Promise.resolve({ id: id! }) })
  await send({ status: response.status, body: await response.json() })
  process.exit(0)
} catch (error) {
  await send({ error: String((error as Error)?.stack ?? error) })
  process.exit(1)
}
