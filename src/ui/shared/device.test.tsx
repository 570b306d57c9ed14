import { act, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { DeviceProvider, useDevice } from './device'
import type { Device } from './types'

function Probe({ device }: { device?: Device }) {
  const d = useDevice(device)
  return <span data-testid="probe">{`${d.device}:${d.isMobileOrTablet}`}</span>
}

describe('DeviceProvider and useDevice', () => {
  it('renders the server guess on the server and the real width in the browser', () => {
    expect(
      renderToString(
        <DeviceProvider initial="mobile">
          <Probe />
        </DeviceProvider>,
      ),
    ).toContain('mobile:true')
    window.innerWidth = 1440
    render(
      <DeviceProvider initial="mobile">
        <Probe />
      </DeviceProvider>,
    )
    expect(screen.getByTestId('probe')).toHaveTextContent('desktop:false')
    act(() => {
      window.innerWidth = 800
      window.dispatchEvent(new Event('resize'))
    })
    expect(screen.getByTestId('probe')).toHaveTextContent('tablet:true')
  })

  it('follows the configured breakpoints', () => {
    window.innerWidth = 700
    render(
      <DeviceProvider initial="desktop" breakpoints={{ tablet: 600 }}>
        <Probe />
      </DeviceProvider>,
    )
    expect(screen.getByTestId('probe')).toHaveTextContent('tablet:true')
  })

  it("lets a kit part's device prop win over the viewport", () => {
    window.innerWidth = 1440
    render(
      <DeviceProvider initial="desktop">
        <Probe device="mobile" />
      </DeviceProvider>,
    )
    expect(screen.getByTestId('probe')).toHaveTextContent('mobile:true')
  })

  it('is desktop outside a provider, whatever the width', () => {
    window.innerWidth = 500
    render(<Probe />)
    expect(screen.getByTestId('probe')).toHaveTextContent('desktop:false')
  })
})
