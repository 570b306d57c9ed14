import type { CollectionConfig } from 'payload'

import { Banks } from './banks'
import { Buildings } from './buildings'
import { Cameras } from './cameras'
import { CatalogImports } from './catalog-imports'
import { FavoriteCollections } from './favorite-collections'
import { Layouts } from './layouts'
import { Leads } from './leads'
import { Media } from './media'
import { MortgagePrograms } from './mortgage-programs'
import { ProgressCards } from './progress-cards'
import { Promos } from './promos'
import { Properties } from './properties'
import { PropertyChanges } from './property-changes'
import { Redirects } from './redirects'
import { Sections } from './sections'
import { SeoRecords } from './seo-records'
import { Subscribers } from './subscribers'
import { Users } from './users'
import { VisitorItems } from './visitor-items'
import { WatchMails } from './watch-mails'
import { WatchSubscriptions } from './watch-subscriptions'

/**
 * Every collection, grouped in the sidebar as the team thinks — Сайт, Продажи, Каталог, Настройки — in this
 * order: Payload lists the groups in the order their first collection appears here.
 */
export const collections: CollectionConfig[] = [
  // Сайт (the page globals join this group after the collections)
  Promos,
  ProgressCards,
  Cameras,
  SeoRecords,
  Media,
  // Продажи
  Leads,
  Subscribers,
  WatchSubscriptions,
  WatchMails,
  FavoriteCollections,
  VisitorItems,
  // Каталог
  Properties,
  PropertyChanges,
  CatalogImports,
  Layouts,
  Buildings,
  Sections,
  MortgagePrograms,
  Banks,
  // Настройки
  Redirects,
  Users,
]
