/** Colour scheme of a control; 'dark' sets data-theme="dark" so the tokens of tokens.css switch. */
export type Theme = 'light' | 'dark'

/** Control sizes shared by the kit. */
export type Size = 'small' | 'medium' | 'large'

/** Device names of DESIGN.md: mobile < 768 px, tablet 768–1279 px, desktop ≥ 1280 px (src/lib/device). */
export type { DeviceName as Device } from '@/lib/device'
