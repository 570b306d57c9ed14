'use client'

import type { ComponentType } from 'react'

import { ButtonDemo } from '@/ui/button/button.demo'
import { CheckboxDemo } from '@/ui/checkbox/checkbox.demo'
import { FileInputDemo } from '@/ui/file-input/file-input.demo'
import { FilterModalDemo } from '@/ui/filter-modal/filter-modal.demo'
import { PaginationDemo } from '@/ui/pagination/pagination.demo'
import { PropertyModalDemo } from '@/ui/property-modal/property-modal.demo'
import { SelectDemo } from '@/ui/select/select.demo'
import type { DemoProps } from '@/ui/shared/demo'
import { SwitchDemo } from '@/ui/switch/switch.demo'
import { TabBarDemo } from '@/ui/tab-bar/tab-bar.demo'
import { TextInputDemo } from '@/ui/text-input/text-input.demo'
import { TextareaDemo } from '@/ui/textarea/textarea.demo'
import { TooltipDemo } from '@/ui/tooltip/tooltip.demo'
import { ZoomPaneDemo } from '@/ui/zoom-pane/zoom-pane.demo'

// Demos are dev-only and not part of the kit's public surface, so they are imported by path.
/** Demo component per registry id. */
export const DEMO_COMPONENTS: Record<string, ComponentType<DemoProps>> = {
  button: ButtonDemo,
  checkbox: CheckboxDemo,
  'file-input': FileInputDemo,
  'text-input': TextInputDemo,
  textarea: TextareaDemo,
  switch: SwitchDemo,
  'tab-bar': TabBarDemo,
  'property-modal': PropertyModalDemo,
  'zoom-pane': ZoomPaneDemo,
  tooltip: TooltipDemo,
  pagination: PaginationDemo,
  select: SelectDemo,
  'filter-modal': FilterModalDemo,
}
