'use client'
import { type ReactNode, useEffect } from 'react'

/**
 * Words Payload draws in English with no translation key: the live preview's «Responsive» size (appended to
 * every breakpoint list in its provider). Rewritten in the page as they appear, so the toolbar and its menu read
 * Russian; the element is React's, and a re-render that puts the English back is rewritten again.
 */
const FIXED: Record<string, string> = { Responsive: 'По ширине окна' }

function rewrite(root: Node) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const fixed = FIXED[node.nodeValue ?? '']
    if (fixed) node.nodeValue = fixed
  }
}

export function FixedWords({ children }: { children?: ReactNode }) {
  useEffect(() => {
    rewrite(document.body)
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') rewrite(record.target)
        record.addedNodes.forEach(rewrite)
      }
    })
    observer.observe(document.body, { subtree: true, childList: true, characterData: true })
    return () => observer.disconnect()
  }, [])
  return children
}
