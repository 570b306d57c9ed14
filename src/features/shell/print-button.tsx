'use client'

/** Opens the browser's print dialog; hidden on paper. */
export function PrintButton({ className }: { className?: string }) {
  return (
    <button type="button" className={className} onClick={() => window.print()}>
      распечатать
    </button>
  )
}
