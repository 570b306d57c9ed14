// The benches that write through the CMS sign in as the demo's admin (or ADMIN_EMAIL / ADMIN_PASSWORD).

/** A JWT of the admin, signed in through `base`'s /cms-api; throws when the sign-in is refused. */
export async function adminToken(base) {
  const response = await fetch(`${base}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: process.env.ADMIN_EMAIL ?? 'admin@novaya-zarya.example',
      password: process.env.ADMIN_PASSWORD ?? 'zarya-demo-2026',
    }),
  })
  if (!response.ok) throw new Error(`admin sign-in at ${base}: HTTP ${response.status}`)
  return (await response.json()).token
}
