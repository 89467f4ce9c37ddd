import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { LOCATION_BLUR } from '../../limits';

// Where a seller's books are shown to be (docs/architecture.md §4). A seller's point is never stored or sent:
// it is moved by the member's own secret offset (drawn once, kept in member_location_offsets) and
// snapped to a grid, and only that point is stored. So:
// - every book a member lists from one place has the same point, and averaging them, or
//   trilaterating each from three places, finds that point and no more (issue 12.2);
// - the point is at least offsetMin − half a cell's diagonal from the real place (129 m), at most
//   offsetMax + that (371 m), whatever anyone does with the distances;
// - small GPS jitter between two listings from home lands on the same cell, so even the jitter is hidden.

const EARTH_RADIUS_M = 6_371_000;
const METRES_PER_DEGREE = (Math.PI / 180) * EARTH_RADIUS_M;

export interface Point {
  latitude: number;
  longitude: number;
}

/** A member's secret offset, in metres east and north. */
export interface LocationOffset {
  east_m: number;
  north_m: number;
}

/** A fresh offset: uniform over the ring between offsetMin and offsetMax metres, any direction. */
export function randomOffset(random: () => number = Math.random): LocationOffset {
  const { offsetMinM: min, offsetMaxM: max } = LOCATION_BLUR;
  const distance = Math.sqrt(min * min + random() * (max * max - min * min));
  const bearing = random() * 2 * Math.PI;
  return { east_m: distance * Math.sin(bearing), north_m: distance * Math.cos(bearing) };
}

/** The centre of the grid cell holding `point`: rows of gridM metres; columns of gridM metres along each row. */
export function snapToGrid(point: Point, gridM: number = LOCATION_BLUR.gridM): Point {
  const latitudeStep = gridM / METRES_PER_DEGREE;
  const row = Math.floor(point.latitude / latitudeStep);
  const latitude = Math.max(-90, Math.min(90, (row + 0.5) * latitudeStep));
  // Every point of a row shares the row's centre latitude, and so its column width.
  const longitudeStep = gridM / (METRES_PER_DEGREE * Math.max(Math.cos((latitude * Math.PI) / 180), 1e-6));
  const column = Math.floor((point.longitude + 180) / longitudeStep);
  const longitude = (((((column + 0.5) * longitudeStep) % 360) + 360) % 360) - 180;
  return { latitude, longitude };
}

/** Where a book listed at `point` by a member with `offset` is shown: moved, then snapped. */
export function blurredPoint(point: Point, offset: LocationOffset): Point {
  const latitude = Math.max(-90, Math.min(90, point.latitude + offset.north_m / METRES_PER_DEGREE));
  const cosine = Math.max(Math.cos((point.latitude * Math.PI) / 180), 1e-6);
  const longitude = ((((point.longitude + offset.east_m / (METRES_PER_DEGREE * cosine) + 180) % 360) + 360) % 360) - 180;
  return snapToGrid({ latitude, longitude });
}

/**
 * The member's offset, drawn on first use. Two listings at once both get the one that was stored:
 * the insert does nothing when a row exists (waiting for a concurrent insert to commit), and the
 * read then sees it.
 */
export async function memberLocationOffset(db: Kysely<DB>, userId: number, random: () => number = Math.random): Promise<LocationOffset> {
  const fresh = randomOffset(random);
  const inserted = await db
    .insertInto('member_location_offsets')
    .values({ user_id: userId, ...fresh })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning(['east_m', 'north_m'])
    .executeTakeFirst();
  if (inserted) return inserted;
  return db.selectFrom('member_location_offsets').select(['east_m', 'north_m']).where('user_id', '=', userId).executeTakeFirstOrThrow();
}
