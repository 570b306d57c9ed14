import type { GlobalConfig } from 'payload'

import { CatalogSync } from './catalog-sync'
import { CrmIntegrations } from './crm-integrations'
import { Navigation } from './navigation'
import { LocationPage, MainPage, MortgagePage, ProgressPage, SunrisePage, YardsPage } from './pages'
import { PrivacyPolicy } from './privacy-policy'
import { RequestBlock } from './request-block'
import { SiteSettings } from './site-settings'

export const globals: GlobalConfig[] = [
  MainPage,
  LocationPage,
  YardsPage,
  SunrisePage,
  MortgagePage,
  ProgressPage,
  SiteSettings,
  Navigation,
  RequestBlock,
  PrivacyPolicy,
  CatalogSync,
  CrmIntegrations,
]
