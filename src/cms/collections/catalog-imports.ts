import type { CollectionConfig, Field } from 'payload'

import { sales } from '../access'
import { IMPORT_MODES, IMPORT_SOURCE_KINDS, IMPORT_STATUSES } from '../options'

const nothing = () => false

const count = (name: string, label: string): Field => ({ name, label, type: 'number', defaultValue: 0, admin: { readOnly: true } })

/**
 * Every catalogue import — a price list uploaded in the admin, a CRM's push, a connector's run: who, when, from
 * where, its plan and its result. The record is stored before any row is applied, so an upload that was answered
 * has its trace even if applying it failed. Only the import engine writes it (through the database adapter,
 * so writing it announces no change of the site).
 */
export const CatalogImports: CollectionConfig = {
  slug: 'catalog-imports',
  labels: { singular: 'Импорт прайса', plural: 'Импорты прайса' },
  admin: {
    group: 'Каталог',
    useAsTitle: 'source_name',
    defaultColumns: ['createdAt', 'source_name', 'mode', 'status', 'user', 'counts'],
    description: 'Загрузки прайс-листов и обновления из CRM: план, результат и откат.',
    // The list is the import screen: upload a price list, see its plan, apply it; the history with «Откатить».
    components: { views: { list: { Component: '/features/catalog-sync/admin/price-import-view#PriceImportView' } } },
  },
  access: { read: sales, create: nothing, update: nothing, delete: nothing },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'status',
      label: 'Статус',
      type: 'select',
      options: [...IMPORT_STATUSES],
      required: true,
      defaultValue: 'planned',
      index: true,
    },
    { name: 'mode', label: 'Список', type: 'select', options: [...IMPORT_MODES], required: true, defaultValue: 'partial' },
    { name: 'source_kind', label: 'Откуда', type: 'select', options: [...IMPORT_SOURCE_KINDS], required: true, defaultValue: 'file' },
    { name: 'source_name', label: 'Файл, коннектор или клиент API', type: 'text', required: true },
    { name: 'user', label: 'Кто запустил', type: 'relationship', relationTo: 'users' },
    {
      name: 'counts',
      label: 'Итог',
      type: 'group',
      fields: [
        count('rows', 'Строк'),
        count('price_changes', 'Изменений цены'),
        count('status_changes', 'Изменений статуса'),
        count('unchanged', 'Без изменений'),
        count('unknown', 'Неизвестных кодов'),
        count('errors', 'Строк с ошибками'),
        count('duplicates', 'Повторов кода'),
        count('missing', 'Снято с продажи (нет в полном списке)'),
        count('conflicts', 'Конфликтов с бронями сайта'),
        count('guarded', 'Требуют подтверждения'),
      ],
    },
    { name: 'message', label: 'Сообщение', type: 'textarea', admin: { readOnly: true } },
    { name: 'applied_at', label: 'Применён', type: 'date', admin: { readOnly: true } },
    { name: 'rolled_back_at', label: 'Откатан', type: 'date', admin: { readOnly: true } },
    { name: 'rolled_back_by', label: 'Кто откатил', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
    // The stored input (re-planned at apply time against the catalogue as it is then), the plan and the rollback's report.
    { name: 'rows', label: 'Строки', type: 'json', admin: { hidden: true } },
    { name: 'mapping', label: 'Сопоставление колонок', type: 'json', admin: { readOnly: true } },
    { name: 'plan', label: 'План', type: 'json', admin: { readOnly: true } },
    { name: 'rollback', label: 'Результат отката', type: 'json', admin: { readOnly: true } },
    // A CRM's retry with the same Idempotency-Key gets this import's answer instead of a second import.
    { name: 'idempotency_key', label: 'Ключ идемпотентности', type: 'text', unique: true, admin: { readOnly: true } },
    { name: 'request_hash', label: 'Отпечаток запроса', type: 'text', admin: { hidden: true } },
  ],
}
