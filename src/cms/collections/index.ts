import type { CollectionConfig } from 'payload'

import { Banks } from './banks'
import { Buildings } from './buildings'
import { Cameras } from './cameras'
import { FavoriteCollections } from './favorite-collections'
import { Layouts } from './layouts'
import { Leads } from './leads'
import { Media } from './media'
import { MortgagePrograms } from './mortgage-programs'
import { ProgressCards } from './progress-cards'
import { Promos } from './promos'
import { Properties } from './properties'
import { Redirects } from './redirects'
import { Sections } from './sections'
import { SeoRecords } from './seo-records'
import { Subscribers } from './subscribers'
import { Users } from './users'
import { VisitorItems } from './visitor-items'

/** Every collection, in the order the admin sidebar shows them within their groups. */
export const collections: CollectionConfig[] = [
  Properties,
  Layouts,
  Buildings,
  Sections,
  MortgagePrograms,
  Banks,
  ProgressCards,
  Cameras,
  Promos,
  Leads,
  Subscribers,
  VisitorItems,
  FavoriteCollections,
  SeoRecords,
  Redirects,
  Media,
  Users,
]
