import type { CollectionConfig } from 'payload'

import { adminCondition, adminField, publishedContent } from '../access'
import { image } from '../fields'
import { COMPLETION_STATUSES, ORIENTATIONS } from '../options'

/** Секция of a building: the unit the master plan tooltip describes (SPEC §2.3). */
export const Sections: CollectionConfig = {
  slug: 'sections',
  labels: { singular: 'Секция', plural: 'Секции' },
  admin: { useAsTitle: 'title', group: 'Каталог', defaultColumns: ['title', 'building', 'total_floors', 'completion_status'] },
  access: publishedContent,
  fields: [
    { name: 'title', label: 'Название', type: 'text', required: true },
    { name: 'building', label: 'Корпус', type: 'relationship', relationTo: 'buildings', required: true, index: true },
    { name: 'number', label: 'Номер секции', type: 'number', required: true },
    {
      name: 'completion_status',
      label: 'Статус',
      type: 'select',
      options: [...COMPLETION_STATUSES],
      required: true,
      defaultValue: 'construction',
    },
    { name: 'total_floors', label: 'Этажей', type: 'number', required: true },
    {
      name: 'geometry',
      label: 'Контур на генплане',
      type: 'json',
      // Drawn by a developer from the master plan's artwork; an editor has nothing to change here.
      access: { update: adminField },
      admin: { description: 'Многоугольник в координатах генплана: [[x, y], …]', condition: adminCondition },
    },
    {
      name: 'floor_plan',
      label: 'План этажа',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Общий для всех жилых этажей секции: коридор, лифты, лестницы, квартиры по стоякам' },
    },
    {
      name: 'floor_plan_flats',
      label: 'Квартиры на плане этажа',
      type: 'array',
      labels: { singular: 'Стояк', plural: 'Стояки' },
      // A marketer who replaces the plan moves the outlines with it; every floor repeats them by riser.
      admin: {
        description:
          'Контур квартиры каждого стояка в координатах картинки плана этажа; на всех этажах квартиры одного стояка лежат одинаково',
        initCollapsed: true,
      },
      fields: [
        { name: 'riser', label: 'Стояк', type: 'number', required: true, min: 1 },
        {
          name: 'outline',
          label: 'Контур',
          type: 'json',
          required: true,
          admin: { description: 'Многоугольник в пикселях картинки плана: [[x, y], …]' },
        },
      ],
    },
    {
      name: 'window_views',
      label: 'Вид из окна',
      type: 'array',
      labels: { singular: 'Вид', plural: 'Виды' },
      // The flat card picks the row of the flat's floor and side (src/cms/window-views.ts).
      admin: {
        description:
          'Фото вида из окон по диапазону этажей и стороне света. Квартира показывает вид своего этажа и стороны, а если для её стороны вида нет — соседней (для юго-востока: юг, затем восток)',
        initCollapsed: true,
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'floor_from', label: 'Этаж с', type: 'number', required: true, min: 1 },
            {
              name: 'floor_to',
              label: 'Этаж по',
              type: 'number',
              required: true,
              min: 1,
              validate: (value: number | null | undefined, { siblingData }: { siblingData: { floor_from?: number | null } }) =>
                value == null ||
                siblingData.floor_from == null ||
                value >= siblingData.floor_from ||
                'Этаж «по» не может быть ниже этажа «с»',
            },
            { name: 'orientation', label: 'Сторона света', type: 'select', options: [...ORIENTATIONS], required: true },
          ],
        },
        image('image', 'Фото вида', true),
      ],
    },
  ],
}
