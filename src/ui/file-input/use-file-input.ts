import { useState, type RefObject } from 'react'

import { pluralRu } from '@/lib/plural'

/** Russian status line for the chosen files. */
export function fileStatus(files: readonly File[], placeholder: string): string {
  if (files.length === 0) return placeholder
  const [only] = files
  if (files.length === 1 && only) return only.name
  return `Выбрано ${files.length} ${pluralRu(files.length, ['файл', 'файла', 'файлов'])}`
}

/** Chosen files of a native file input, with a clear action that also empties the input. */
export function useFileInput(inputRef: RefObject<HTMLInputElement | null>, onChange?: (files: File[]) => void) {
  const [files, setFiles] = useState<File[]>([])
  const update = (next: File[]) => {
    setFiles(next)
    onChange?.(next)
  }
  return {
    files,
    select(list: FileList | null) {
      update(list ? Array.from(list) : [])
    },
    clear() {
      if (inputRef.current) inputRef.current.value = ''
      update([])
      inputRef.current?.focus()
    },
  }
}
