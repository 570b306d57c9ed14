/**
 * `sizes` of full-bleed pictures that cover a box taller than their own ratio. A phone would otherwise
 * fetch the 640 px file and stretch it into a blur across a crop about twice as wide as the screen.
 */

/** A screen-tall hero: on portrait screens the 16:9 picture is cropped from about 1.7 × the viewport height. */
export const HERO_IMAGE_SIZES = '(orientation: portrait) 170vh, 100vw'

/** A banner at least 480 px tall: on phones its landscape picture is cropped from about 780 px wide. */
export const BANNER_IMAGE_SIZES = '(max-width: 767px) 780px, 100vw'
