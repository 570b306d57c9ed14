'use client'

import { useState } from 'react'

import { Button } from '../button/button'
import { DebugState, DemoRow, type DemoProps } from '../shared/demo'
import { Pagination } from './pagination'

const THEME_NAME = { light: 'светлая тема', dark: 'тёмная тема' } as const

/** Pagination with the defaults of SPEC §3, the medium size, no points and the loading state. */
export function PaginationDemo({ theme, debug }: DemoProps) {
  const [offset, setOffset] = useState(0)
  const [loading, setLoading] = useState(false)
  const suffix = THEME_NAME[theme]
  const change = (next: number) => {
    setOffset(next)
    // Imitates the request the list makes before the page changes.
    setLoading(true)
    setTimeout(() => setLoading(false), 600)
  }
  return (
    <>
      <DemoRow title="large, 78 записей по 10">
        <Pagination theme={theme} label={`Пагинация: по умолчанию, ${suffix}`} offset={offset} loading={loading} onChange={change} />
      </DemoRow>
      <DemoRow title="medium, без многоточий">
        <Pagination
          theme={theme}
          size="medium"
          hasPoints={false}
          label={`Пагинация: без многоточий, ${suffix}`}
          offset={offset}
          totalCount={200}
          onChange={setOffset}
        />
      </DemoRow>
      <DemoRow title="Недоступна">
        <Pagination theme={theme} size="medium" disabled label={`Пагинация: недоступна, ${suffix}`} />
        <Button theme={theme} size="small" variant="secondary" onClick={() => setOffset(0)}>
          на первую страницу
        </Button>
      </DemoRow>
      <DebugState debug={debug} state={{ offset, loading }} />
    </>
  )
}
