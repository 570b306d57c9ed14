'use client'
import { type ReactNode, useEffect } from 'react'

/**
 * Words Payload draws in English with no translation key: the live preview's «Responsive» size (appended to
 * every breakpoint list in its provider), a staff account's «Revoke API key» button and its question, a list with
 * every column hidden. Rewritten in the page as they appear, so the screens read Russian; the element is React's,
 * and a re-render that puts the English back is rewritten again. Each key is one whole text node as Payload 3.90
 * renders it (@payloadcms/ui views/Edit/Auth/APIKey.js, elements/Table): drop an entry once Payload translates it.
 */
const FIXED: Record<string, string> = {
  Responsive: 'По ширине окна',
  'Revoke API key': 'Отозвать ключ API',
  'Revoke API key?': 'Отозвать ключ API?',
  Revoke: 'Отозвать',
  'Are you sure you want to revoke the API key for user ': 'Отозвать ключ API учётной записи № ',
  '? The key will no longer be usable, and this action cannot be undone.': '? Ключ перестанет работать, это нельзя отменить.',
  'No columns selected': 'Не выбрано ни одного столбца',
}

/**
 * A version comparison heads each row of a list «Пункт 01» (general:item and a zero-padded number, hard-coded in
 * @payloadcms/next views/Version/RenderFieldsToDiff/fields/Iterable); people number items 1, 2, 3.
 */
const PADDED_ROW = /^(Пункт) 0+(\d+)$/

/**
 * Labels screen readers say and a hover shows, as whole attribute values: the toasts' region, which Payload's
 * toaster (sonner) names «Notifications alt+T» with no way to set it, and the button that folds a list in a
 * version comparison (@payloadcms/next views/Version/RenderFieldsToDiff/DiffCollapser).
 */
const FIXED_LABELS: Record<string, string> = { 'Notifications alt+T': 'Уведомления', Collapse: 'Свернуть', Expand: 'Развернуть' }
const LABELLED = ['aria-label', 'title']

function relabel(element: Element) {
  for (const name of LABELLED) {
    const fixed = FIXED_LABELS[element.getAttribute(name) ?? '']
    if (fixed) element.setAttribute(name, fixed)
  }
}

function rewrite(root: Node) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? ''
    const fixed = FIXED[text] ?? (PADDED_ROW.test(text) ? text.replace(PADDED_ROW, '$1 $2') : undefined)
    if (fixed) node.nodeValue = fixed
  }
  if (root instanceof Element) {
    relabel(root)
    root.querySelectorAll('[aria-label], [title]').forEach(relabel)
  }
}

export function FixedWords({ children }: { children?: ReactNode }) {
  useEffect(() => {
    rewrite(document.body)
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') rewrite(record.target)
        else if (record.type === 'attributes' && record.target instanceof Element) relabel(record.target)
        record.addedNodes.forEach(rewrite)
      }
    })
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: LABELLED })
    return () => observer.disconnect()
  }, [])
  return children
}
