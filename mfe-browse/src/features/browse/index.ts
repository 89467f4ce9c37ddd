// The Browse feature's front door: what a saved search (features/wanted) reads of Browse's filters and the buyer's place.
export { parseFilters, toBooksQuery, type BrowseFilters } from './filters';
export type { BuyerLocation } from './hooks/use-buyer-location';
