import type { ColumnType } from 'kysely';

// A member's saved area (migrations 0023, 0024), apart from schema.ts.

export type SavedAreaSource = 'my_location' | 'last_listing' | 'area';

export interface MemberSavedAreasTable {
  user_id: number;
  /** Blurred like a listing's point: never the member's exact position. */
  latitude: number;
  longitude: number;
  source: SavedAreaSource;
  label: string | null;
  saved_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
