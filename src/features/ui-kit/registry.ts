/** The UI-kit's base path (SPEC §2.1 /ui-kit/). */
export const UI_KIT_BASE_PATH = '/ui-kit'

export const DEMO_CATEGORIES = ['Base', 'Filter'] as const
export type DemoCategory = (typeof DEMO_CATEGORIES)[number]

/** A demo of one control; `id` is also its section's hash on the category page. */
export interface DemoEntry {
  id: string
  title: string
  category: DemoCategory
  description: string
}

/** Every demo, in page order. The components live in src/ui/<control>/<control>.demo.tsx. */
export const DEMO_REGISTRY: readonly DemoEntry[] = [
  {
    id: 'button',
    title: 'Button',
    category: 'Base',
    description: 'Кнопки: основная, акцентная, вторичная, текстовая; размеры, загрузка, недоступность.',
  },
  { id: 'checkbox', title: 'Checkbox', category: 'Base', description: 'Нативный чекбокс с ошибкой согласия формы рассылки.' },
  { id: 'file-input', title: 'FileInput', category: 'Base', description: 'Выбор одного или нескольких файлов, очистка выбора.' },
  { id: 'text-input', title: 'TextInput', category: 'Base', description: 'Текстовые поля: подпись, подсказка, ошибка, суффикс, размеры.' },
  { id: 'textarea', title: 'Textarea', category: 'Base', description: 'Многострочное поле со счётчиком символов.' },
  {
    id: 'switch',
    title: 'Switch',
    category: 'Base',
    description: 'Переключатель: передаёт boolean, а при заданном name — объект {[name]: boolean}.',
  },
  { id: 'tab-bar', title: 'TabBar', category: 'Base', description: 'Вкладки по шаблону WAI-ARIA: стрелки, Home, End.' },
  {
    id: 'property-modal',
    title: 'PropertyModal',
    category: 'Base',
    description: 'Просмотр объекта: вкладки, увеличение, объявления для скринридеров.',
  },
  {
    id: 'zoom-pane',
    title: 'ZoomPane',
    category: 'Base',
    description: 'План по размеру рамки: щипок и колесо меняют масштаб, перетаскивание сдвигает, клавиши + − стрелки 0.',
  },
  {
    id: 'tooltip',
    title: 'Tooltip',
    category: 'Base',
    description: 'Подсказка генплана: клик снаружи закрывает её не раньше чем через 700 мс.',
  },
  {
    id: 'pagination',
    title: 'Pagination',
    category: 'Filter',
    description: 'Постраничная навигация по offset и limit; многоточия и крайние страницы.',
  },
  {
    id: 'select',
    title: 'Select',
    category: 'Filter',
    description: 'Комбобокс: города, множественный выбор, фасеты, обязательность, корпуса и секции, модальное окно на планшете.',
  },
  {
    id: 'filter-modal',
    title: 'FilterModal',
    category: 'Filter',
    description: 'Мобильный фильтр: «Применить», «Сбросить», тени у краёв прокрутки.',
  },
]

/** The page path of a category. */
export function categoryPath(category: string): string {
  return `${UI_KIT_BASE_PATH}/${category}`
}

/** Demos grouped by category, categories in DEMO_CATEGORIES order. */
export function demosByCategory(registry: readonly DemoEntry[] = DEMO_REGISTRY): Array<{ category: DemoCategory; demos: DemoEntry[] }> {
  return DEMO_CATEGORIES.map((category) => ({ category, demos: registry.filter((demo) => demo.category === category) }))
}
