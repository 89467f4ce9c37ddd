import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { earthPoint } from './book-rows';
import { blurredPoint, movedBy, placeCell, placeKey, type GridCell, type LocationOffset, type Point } from './location-blur';
import { LOCATION_BLUR } from './limits';

// Which offset a new listing's point takes (location-blur.ts says what the offsets promise).
// Usually the offset of the member's place cell. Two exceptions keep one place one point:
// - a fix near a cell's border, when the member has already listed from just across it, takes
//   that neighbouring cell's offset (else one home could show two points, and the home would lie
//   where their two rings cross);
// - a place the member listed from before per-place offsets (migration 0013) keeps the member's
//   old offset, now in retired_location_offsets (its books' points were public already).
// An exception applies only when one of the member's books was placed with that offset (its
// place_tag says so; books from before 0013 have none) and lies where that offset puts this fix,
// give or take a grid cell and the border margin: so it was listed from within ~190 m of here.
// A place that takes a neighbour's offset lies within the margin of that cell, so two places
// sharing an offset are never more than 1,556 m apart (limits.ts).

/** How far an existing book may lie from where a candidate offset puts this fix, and still match. */
const MATCH_WITHIN_M = LOCATION_BLUR.gridM / Math.SQRT2 + LOCATION_BLUR.placeBorderM;

export interface SellerPoint {
  /** The point stored and shown. */
  point: Point;
  /** Stored with the book (books.place_tag): which of the member's offsets placed it; null for the retired one. */
  placeTag: string | null;
  /** The offset it was moved by (for tests; never stored). */
  offset: LocationOffset;
}

/** 32 random bytes as hex: a member's location secret. */
export function newLocationSecret(): string {
  return randomBytes(32).toString('hex');
}

/**
 * The member's location secret, drawn on first use. Two listings at once both get the one stored:
 * the insert does nothing when a row exists (waiting for a concurrent insert to commit), and the
 * read then sees it.
 */
export async function memberLocationSecret(db: Kysely<DB>, userId: number, draw: () => string = newLocationSecret): Promise<string> {
  const inserted = await db
    .insertInto('member_location_secrets')
    .values({ user_id: userId, secret: draw() })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('secret')
    .executeTakeFirst();
  if (inserted) return inserted.secret;
  const stored = await db.selectFrom('member_location_secrets').select('secret').where('user_id', '=', userId).executeTakeFirstOrThrow();
  return stored.secret;
}

/** The place cells other than its own within the border margin of `point`. */
function neighbourCells(point: Point): GridCell[] {
  const margin = LOCATION_BLUR.placeBorderM;
  const cells: GridCell[] = [placeCell(point)];
  for (const east of [0, -margin, margin]) {
    for (const north of [0, -margin, margin]) {
      const cell = placeCell(movedBy(point, { east_m: east, north_m: north }));
      if (!cells.some((known) => known.row === cell.row && known.column === cell.column)) cells.push(cell);
    }
  }
  return cells.slice(1);
}

interface Candidate {
  offset: LocationOffset;
  /** The books placed with this offset carry this tag (null: the retired offset, books from before 0013). */
  tag: string | null;
}

/** Where a book `userId` lists from `point` is shown (see the top of this file). */
export async function sellerPoint(db: Kysely<DB>, userId: number, point: Point, drawSecret?: () => string): Promise<SellerPoint> {
  const secret = await memberLocationSecret(db, userId, drawSecret);
  const own: Candidate = placeKey(secret, placeCell(point));
  const candidates: Candidate[] = [own, ...neighbourCells(point).map((cell) => placeKey(secret, cell))];
  const retired = await db
    .selectFrom('retired_location_offsets')
    .select(['east_m', 'north_m'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (retired) candidates.push({ offset: { east_m: retired.east_m, north_m: retired.north_m }, tag: null });
  let chosen = own;
  if (candidates.length > 1) {
    const targets = candidates.map(
      (candidate, index) => sql`(${index}::int, ${earthPoint(movedBy(point, candidate.offset))}, ${candidate.tag}::text)`,
    );
    const match = await sql<{ candidate: number }>`
      SELECT t.candidate
      FROM (VALUES ${sql.join(targets)}) AS t(candidate, target, tag)
      JOIN books b ON b.user_id = ${userId} AND b.location IS NOT NULL AND b.place_tag IS NOT DISTINCT FROM t.tag
      WHERE cube_distance(b.location, t.target) < ${MATCH_WITHIN_M}
      ORDER BY cube_distance(b.location, t.target)
      LIMIT 1`.execute(db);
    chosen = candidates[match.rows[0]?.candidate ?? 0] ?? own;
  }
  return { point: blurredPoint(point, chosen.offset), placeTag: chosen.tag, offset: chosen.offset };
}
