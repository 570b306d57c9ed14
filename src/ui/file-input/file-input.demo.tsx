'use client'

import { useState } from 'react'

import { DebugState, DemoRow, type DemoProps } from '../shared/demo'
import { FileInput } from './file-input'

/** File input: single, multiple, with an error. */
export function FileInputDemo({ theme, debug }: DemoProps) {
  const [files, setFiles] = useState<string[]>([])
  return (
    <>
      <DemoRow title="Варианты">
        <div data-stretch="">
          <FileInput
            theme={theme}
            label="Скан паспорта"
            accept=".pdf,.jpg,.png"
            hint="PDF, JPG или PNG до 10 МБ"
            onChange={(list) => setFiles(list.map((f) => f.name))}
          />
        </div>
        <div data-stretch="">
          <FileInput theme={theme} label="Документы" multiple buttonText="Выбрать файлы" />
        </div>
        <div data-stretch="">
          <FileInput theme={theme} label="Справка о доходах" required error="Приложите справку" />
        </div>
      </DemoRow>
      <DebugState debug={debug} state={{ files }} />
    </>
  )
}
