'use client'

import { DemoRow, type DemoProps } from '../shared/demo'
import { ZoomPane } from './zoom-pane'

/** ZoomPane: a plan fitted to its box; wheel or pinch to zoom, drag to move, + − arrows 0 on the keyboard. */
export function ZoomPaneDemo({ theme }: DemoProps) {
  return (
    <DemoRow title="План в рамке 100 % × 360 px">
      <div data-theme={theme} style={{ width: '100%', height: 360 }}>
        <ZoomPane label="План квартиры">
          <svg viewBox="0 0 400 260" role="img" aria-label="Двухкомнатная квартира, 54,3 м²">
            <rect x="8" y="8" width="384" height="244" fill="none" stroke="currentColor" strokeWidth="6" />
            <rect x="8" y="8" width="220" height="150" fill="none" stroke="currentColor" strokeWidth="3" />
            <rect x="228" y="8" width="164" height="150" fill="none" stroke="currentColor" strokeWidth="3" />
            <text x="118" y="88" textAnchor="middle" fontSize="13" fill="currentColor">
              Гостиная 18,4 м²
            </text>
            <text x="310" y="88" textAnchor="middle" fontSize="13" fill="currentColor">
              Спальня 12,1 м²
            </text>
            <text x="200" y="212" textAnchor="middle" fontSize="13" fill="currentColor">
              Кухня и прихожая
            </text>
          </svg>
        </ZoomPane>
      </div>
    </DemoRow>
  )
}
