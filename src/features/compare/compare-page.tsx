import { PageHeader, routeContent } from '@/features/shell'

import { CompareScreen } from './compare-screen'

/**
 * /compare: the visitor's comparison, or a shared one (?collection=) read-only. The page is the same
 * for every visitor (docs/rendering.md): whose comparison it is only the browser knows, so it loads it there.
 */
export function ComparePage() {
  const content = routeContent('compare')
  return (
    <>
      {/* No lead, and compact on a phone: the table itself starts on the first screen at every width. */}
      <PageHeader eyebrow={content.eyebrow} title={content.title} hiddenHeading={content.hiddenHeading} compact />
      <div className="container">
        <CompareScreen />
      </div>
    </>
  )
}
