/**
 * The master plan's client-safe surface: the interactive map and its list alternative. Import from here in
 * client components; the feature's index.ts is server-side (it reads the catalogue).
 */
export { GenplanMap, type GenplanMapProps } from './genplan-map'
export { GenplanSectionList, type GenplanSectionListProps } from './genplan-section-list'
export {
  choiceLabel,
  completionTag,
  floorsText,
  roomRows,
  roomTypeLabel,
  sectionAccessibleName,
  sectionTitle,
  type RoomRow,
} from './section-texts'
export { flatSummaryText, floorLabel } from './floor-texts'
