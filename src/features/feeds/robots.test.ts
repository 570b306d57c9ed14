import { describe, expect, it } from 'vitest'

import { robotsHost, robotsRules } from './robots'

describe('robotsRules', () => {
  const rules = robotsRules('https://novaya-zarya.example/')
  const rule = Array.isArray(rules.rules) ? rules.rules[0]! : rules.rules

  it('keeps crawlers out of the back office, the API, diagnostics, the booking form and shared collections', () => {
    expect(rule.userAgent).toBe('*')
    expect(rule.disallow).toEqual(
      expect.arrayContaining(['/admin', '/cms-api/', '/api/', '/test', '/ui-kit', '/booking', '/favorites?collection=']),
    )
  })

  it('lets crawlers fetch the media the pages and the feed point at', () => {
    expect(rule.allow).toEqual(expect.arrayContaining(['/', '/cms-api/media/file/']))
  })

  it('names the absolute sitemap and the host', () => {
    expect(rules.sitemap).toBe('https://novaya-zarya.example/sitemap.xml')
    expect(rules.host).toBe('https://novaya-zarya.example')
  })

  it('states an http host without its scheme, as Yandex’s Host directive expects', () => {
    expect(robotsHost('http://localhost:3000')).toBe('localhost:3000')
  })
})
