// Public surface of the icons feature.
export { ICON_COLLECTIONS, type IconCollection, type IconData, NZ_ICONS, pickIcons } from './icon-set'
