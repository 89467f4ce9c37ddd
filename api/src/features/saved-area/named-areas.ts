import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/schema';
import { LISTED } from '../books/book-rows';
import type { AreaChoices, SavedAreaAnswer } from './schemas';

// Areas members list books from, by the name on their profiles (issue 26's "point on a small
// picker", without a map: docs/product.md "Saved area"). An area is offered, and saved, only when
// three members or more list books from it now: its point is the middle of their books' shown
// (blurred) points, so it tells nothing of any one of them. Names are matched trimmed, in any case.

/** Sellers an area needs before it is offered: fewer, and its middle would be near one member's books. */
export const AREA_MIN_SELLERS = 3;
const CHOICES = 8;

const areaKey = sql<string>`lower(btrim(u.location))`;
/** The spelling most of the area's books were listed under. */
const areaLabel = sql<string>`mode() WITHIN GROUP (ORDER BY btrim(u.location))`;

/** LIKE's wildcards in what the member typed are letters. */
function containing(text: string): string {
  return `%${text
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function listedFrom(where: RawBuilder<unknown>) {
  return sql`
    FROM books AS b JOIN users AS u ON u.id = b.user_id
    WHERE ${LISTED} AND b.location IS NOT NULL AND ${where}`;
}

/** Up to eight areas whose name holds `query`, the ones with the most books first. */
export async function areaChoices(db: Kysely<DB>, query: string): Promise<AreaChoices> {
  const { rows } = await sql<{ label: string; books: number }>`
    SELECT ${areaLabel} AS label, count(*)::int AS books
    ${listedFrom(sql`${areaKey} LIKE ${containing(query)}`)}
    GROUP BY ${areaKey}
    HAVING count(DISTINCT b.user_id) >= ${AREA_MIN_SELLERS}
    ORDER BY count(*) DESC, label
    LIMIT ${CHOICES}`.execute(db);
  return { items: rows };
}

/** Saves the middle of the area named `label` as the member's area, in one statement; undefined when it is not offered. */
export async function saveNamedArea(db: Kysely<DB>, userId: number, label: string): Promise<SavedAreaAnswer | undefined> {
  const { rows } = await sql<SavedAreaAnswer>`
    INSERT INTO member_saved_areas AS a (user_id, latitude, longitude, source, label, saved_at)
    SELECT ${userId}, avg(latitude(b.location::earth)), avg(longitude(b.location::earth)), 'area', ${areaLabel}, now()
    ${listedFrom(sql`${areaKey} = ${label.trim().toLowerCase()}`)}
    HAVING count(DISTINCT b.user_id) >= ${AREA_MIN_SELLERS}
    ON CONFLICT (user_id) DO UPDATE
      SET latitude = EXCLUDED.latitude, longitude = EXCLUDED.longitude, source = EXCLUDED.source,
          label = EXCLUDED.label, saved_at = EXCLUDED.saved_at
    RETURNING a.source, a.label, a.saved_at`.execute(db);
  return rows[0];
}
