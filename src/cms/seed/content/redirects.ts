import type { SeedRedirect } from './seed-data'

export const redirects: SeedRedirect[] = [
  { from: '/kvartiry', to: '/flats', status_code: '301' },
  { from: '/ipoteka', to: '/mortgage', status_code: '301' },
  { from: '/akcii', to: '/flats?discount=1', status_code: '302' },
  { from: '/old-news', to: 'https://example.com/news', status_code: '301' },
  { from: '/hod-stroitelstva', to: '/construction-progress', status_code: '301' },
]
