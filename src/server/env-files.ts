/** As `payload` and `next` do: .env, .env.local, .env.<NODE_ENV> (variables already set win). */
export async function loadEnvFiles(): Promise<void> {
  const nextEnv = (await import('@next/env')) as unknown as typeof import('@next/env') & { default?: typeof import('@next/env') }
  const loadEnvConfig = nextEnv.loadEnvConfig ?? nextEnv.default!.loadEnvConfig
  loadEnvConfig(process.cwd(), process.env.NODE_ENV !== 'production', {
    info: () => {},
    error: (...args: unknown[]) => console.error(...args),
  })
}
