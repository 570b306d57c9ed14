import type { CollectionConfig } from 'payload'

import { adminCondition, adminField, publishedContent } from '../access'

/** A partner bank. icon_content is inline SVG, sanitised before it leaves the API. */
export const Banks: CollectionConfig = {
  slug: 'banks',
  labels: { singular: 'Банк', plural: 'Банки' },
  // The list shows the bank's name: the logo's SVG code is a developer's field, a wall of markup in a list cell.
  admin: { useAsTitle: 'name', group: 'Каталог', defaultColumns: ['name', 'updatedAt'] },
  access: publishedContent,
  fields: [
    { name: 'name', label: 'Название', type: 'text', required: true, unique: true },
    // SVG source: a developer's field (it is sanitised, but a broken one breaks the logo).
    {
      name: 'icon_content',
      label: 'Логотип (SVG-код)',
      type: 'code',
      access: { update: adminField },
      admin: { language: 'html', condition: adminCondition },
    },
  ],
}
