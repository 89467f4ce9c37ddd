import type { ResponseOf } from '@booknook/contract';

/**
 * A member's saved area (issue 26), read by Profile (which saves it) and Browse (which offers "Near my saved area"):
 * one SWR key, so that a save on one is seen by the other. The API never sends the point, only its source and label.
 */
export const SAVED_AREA_KEY = '/users/me/area/';

export type SavedArea = ResponseOf<'/users/me/area/', 'get'>;

export function hasSavedArea(area: SavedArea | undefined): area is SavedArea & { source: NonNullable<SavedArea['source']> } {
  return area?.source != null;
}
