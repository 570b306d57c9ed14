import type { CollectionConfig } from 'payload'

import { publishedContent } from '../access'
import { appliesTo, money } from '../fields'
import { MORTGAGE_CATEGORIES } from '../options'

/** A bank's mortgage programme: the offer of SPEC §3 before its payment is calculated. */
export const MortgagePrograms: CollectionConfig = {
  slug: 'mortgage-programs',
  labels: { singular: 'Ипотечная программа', plural: 'Ипотечные программы' },
  admin: { useAsTitle: 'name', group: 'Каталог', defaultColumns: ['name', 'bank', 'category', 'rate', 'initial_payment'] },
  access: publishedContent,
  fields: [
    { name: 'name', label: 'Название', type: 'text', required: true },
    { name: 'bank', label: 'Банк', type: 'relationship', relationTo: 'banks', required: true },
    { name: 'category', label: 'Категория', type: 'select', options: [...MORTGAGE_CATEGORIES], required: true, index: true },
    { name: 'description', label: 'Описание (HTML)', type: 'textarea' },
    { name: 'rate', label: 'Ставка, % годовых', type: 'number', required: true, min: 0 },
    { name: 'term_max', label: 'Максимальный срок, лет', type: 'number', required: true, min: 1 },
    money('price_max', 'Максимальная стоимость', { required: true }),
    { name: 'initial_payment', label: 'Минимальный первый взнос, %', type: 'number', required: true, min: 0, max: 100 },
    { name: 'is_favorite', label: 'Рекомендуем', type: 'checkbox', defaultValue: false },
    { name: 'is_subsidized', label: 'Субсидированная', type: 'checkbox', defaultValue: false },
    // Russian advertising law (38-ФЗ, ст. 28): an advertised rate names every condition that shapes the cost.
    {
      name: 'borrowers',
      label: 'Кому доступна',
      type: 'text',
      admin: { description: 'Например: «семьям с ребёнком до 6 лет», «всем покупателям». Показывается рядом со ставкой.' },
    },
    {
      name: 'conditions',
      label: 'Условия ставки',
      type: 'textarea',
      admin: { description: 'Что ещё влияет на ставку и платёж: срок действия ставки, страхование и т. п.' },
    },
    appliesTo(),
  ],
}
