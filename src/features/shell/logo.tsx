'use client'

// A client component only so that its markup stays out of every page's RSC payload: the mark is drawn
// in the header, the footer and the 404 view each page carries, and a server component's SVG travels there again.
/** The wordmark: a rising sun over the water line and the project name. Decorative mark, text name. */
export function LogoMark({ className, gradientId = 'logo-dawn' }: { className?: string; gradientId?: string }) {
  // Each mark on a page needs its own gradient id: a reference to a gradient inside a hidden element paints nothing.
  return (
    <svg className={className} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="1" x2="1" y2="0">
          <stop offset="0" stopColor="#f7b267" />
          <stop offset="0.5" stopColor="#f28a45" />
          <stop offset="1" stopColor="#e8603c" />
        </linearGradient>
      </defs>
      <path d="M8 26a12 12 0 0 1 24 0z" fill={`url(#${gradientId})`} />
      <path d="M4 30h32M10 34h20" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <path d="M20 6v5M9.4 10.4l3.5 3.5M30.6 10.4l-3.5 3.5" stroke={`url(#${gradientId})`} strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}
