import { z } from 'zod'

import { operation } from '@/server/api/operation'

const menuItemSchema = z
  .object({
    title: z.string(),
    category: z.string().nullable(),
    to: z.object({ path: z.string(), hash: z.string().nullable() }),
    parent: z.boolean().describe('Heads a group of items with the same category'),
  })
  .meta({ id: 'MenuItem' })

/** The header and footer menus (the navigation global). */
export const navigationOperations = {
  menu: operation({
    method: 'GET',
    path: '/api/menu/',
    tag: 'Site',
    summary: 'Header menu',
    response: { description: 'Menu items (SPEC §3)', schema: z.array(menuItemSchema) },
    example: '/api/menu/',
  }),
  menuInfo: operation({
    method: 'GET',
    path: '/api/menu_info/',
    tag: 'Site',
    summary: 'Footer menu',
    response: { description: 'Menu items (SPEC §3), the same shape as /api/menu/', schema: z.array(menuItemSchema) },
    example: '/api/menu_info/',
  }),
}
