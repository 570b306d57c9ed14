import '@/ui/tokens.css'
import './globals.css'

import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { AnalyticsController, parseCounterId } from '@/features/analytics'
import { menuHref } from '@/features/navigation'
import { getMenuSafe } from '@/features/navigation/server'
import { getSiteSettingsSafe } from '@/features/settings/server'
import { ShellClient } from '@/features/shell'
import { publicMonitoringSettings } from '@/features/shell/server'
import { serverEnv } from '@/server/env'
import { DeviceProvider } from '@/ui/shared/device'

import { manropeCyrillic, manropeLatin } from './fonts'

/** Site-wide defaults; each page sets its own title, description, canonical and Open Graph. */
export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(serverEnv().SITE_URL),
    title: { default: 'ЖК «Новая Заря» — квартиры у воды в Санкт-Петербурге', template: '%s — ЖК «Новая Заря»' },
    description: 'ЖК «Новая Заря» в Санкт-Петербурге: квартиры с угловыми окнами на набережной, закрытые дворы-парки, ипотека и рассрочка.',
    applicationName: 'ЖК «Новая Заря»',
    formatDetection: { telephone: false, address: false, email: false },
  }
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#fffdf9', colorScheme: 'light' }

/**
 * The public site's root layout: <html lang="ru">, self-hosted Manrope (preloaded, font-display swap,
 * metric-matched fallback), tokens and global styles, and the shell's browser behaviour. No render-blocking script.
 * It reads nothing of the request: its pages are cached for every visitor (docs/rendering.md). Device flags
 * start as 'desktop' and follow the real viewport after hydration; layout never depends on them (CSS does).
 */
export default async function SiteRootLayout({ children }: { children: ReactNode }) {
  const [settings, mainMenu] = await Promise.all([getSiteSettingsSafe(), getMenuSafe('main')])
  return (
    <html lang="ru" data-scroll-behavior="smooth" className={`${manropeLatin.variable} ${manropeCyrillic.variable}`}>
      <body>
        <DeviceProvider initial="desktop" breakpoints={serverEnv().BREAKPOINTS}>
          {children}
        </DeviceProvider>
        <ShellClient monitoring={publicMonitoringSettings()} prefetchPaths={mainMenu.map(menuHref)} />
        <AnalyticsController counterId={parseCounterId(settings.metrikaCounterId)} callTracking={settings.callTracking} />
      </body>
    </html>
  )
}
