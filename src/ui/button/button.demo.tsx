'use client'

import { useState } from 'react'

import { Icon } from '../icon/icon'
import { DebugState, DemoRow, type DemoProps } from '../shared/demo'
import { Button } from './button'

/** Button variants, sizes and states. */
export function ButtonDemo({ theme, debug }: DemoProps) {
  const [clicks, setClicks] = useState(0)
  const count = () => setClicks((n) => n + 1)
  return (
    <>
      <DemoRow title="Варианты">
        <Button theme={theme} onClick={count}>
          в магазин квартир
        </Button>
        <Button theme={theme} variant="accent" onClick={count}>
          забронировать
        </Button>
        <Button theme={theme} variant="secondary" onClick={count}>
          получить консультацию
        </Button>
        <Button theme={theme} variant="ghost" onClick={count}>
          подробнее
        </Button>
      </DemoRow>
      <DemoRow title="Размеры">
        <Button theme={theme} size="small">
          small
        </Button>
        <Button theme={theme} size="medium">
          medium
        </Button>
        <Button theme={theme} size="large">
          large
        </Button>
        <Button theme={theme} variant="secondary" round aria-label="Закрыть" icon={<Icon name="close" size="small" />} />
      </DemoRow>
      <DemoRow title="Состояния">
        <Button theme={theme} loading>
          отправка
        </Button>
        <Button theme={theme} disabled>
          недоступно
        </Button>
        <Button theme={theme} variant="secondary" icon={<Icon name="upload" size="small" />}>
          с иконкой
        </Button>
      </DemoRow>
      <DebugState debug={debug} state={{ clicks }} />
    </>
  )
}
