import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { mainPage } from '@/cms/seed/content/main-page'

import type { MainPageDto } from '../pages'
import { DeveloperSection } from './developer-section'

describe('DeveloperSection', () => {
  it('shows each of the CMS figures with words that agree with it (the demo’s «22 / лет»)', () => {
    const developer = { ...mainPage.developer, image: null, items: [] } as unknown as MainPageDto['developer']
    render(<DeveloperSection developer={developer} />)
    const phrases = screen.getAllByRole('term').map((term) => `${term.nextElementSibling?.textContent} ${term.textContent}`)
    expect(phrases).toContain('22 года строим в Петербурге')
    expect(phrases.join(' | ')).not.toMatch(/\b(2[2-4]|3[2-4]) лет\b/)
  })
})
