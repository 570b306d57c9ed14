import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'

import { WatchAction } from './watch-action'
import { WATCH_FORM_TEXTS } from './watch-form'
import { WATCH_TEXTS } from './watch-texts'

describe('WatchAction (the button on the first screen, the form loaded on demand)', () => {
  afterEach(cleanup)

  it('opens the subscription form in a dialog on the first click, the form loaded then', async () => {
    render(<WatchAction subject={{ property: 12, onSale: true }} />)
    expect(screen.queryByRole('dialog')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: WATCH_TEXTS.watchPrice }))
    // The dialog's module is transformed on first import here: a slow, loaded machine may take seconds.
    const dialog = await screen.findByRole('dialog', { name: WATCH_TEXTS.watchPrice }, { timeout: 15_000 })
    // The dialog opens with its title at once; the form inside it arrives when its module has loaded.
    expect(await within(dialog).findByText(WATCH_FORM_TEXTS.introPrice, {}, { timeout: 15_000 })).toBeVisible()
    expect(within(dialog).getByRole('button', { name: WATCH_FORM_TEXTS.submit })).toBeVisible()
  }, 20_000)

  it('names what it watches: a flat off sale is watched for its release, a list for its filter', () => {
    render(
      <>
        <WatchAction subject={{ property: 12, onSale: false }} />
        <WatchAction subject={{ filter: true }} />
      </>,
    )
    expect(screen.getByRole('button', { name: WATCH_TEXTS.watchRelease })).toBeVisible()
    expect(screen.getByRole('button', { name: WATCH_TEXTS.watchFilter })).toBeVisible()
  })
})
