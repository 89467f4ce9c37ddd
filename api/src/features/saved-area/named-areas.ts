import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/schema';
import { LISTED } from '../books';
import type { AreaChoices, SavedAreaAnswer } from './schemas';

// Areas members list books from, by the place on their profiles (issue 26's "point on a small
// picker", without a map: docs/product.md "Saved area"). A profile's place is an area, and so is its
// last part after a comma, the town: "Patan, Lalitpur" lists from "Patan, Lalitpur" and from
// "Lalitpur". Names match in any case, their spaces tidied. An area is offered, and saved, only while two
// members or more list books with a place from it: its point is the middle of those books' shown
// (blurred) points, never one member's own.

/** Members an area needs before it is offered: with one, the area is that member's place. */
export const AREA_MIN_SELLERS = 2;
/** The newest listings areas are counted from: 31 ms at 1,000,000 books, against 1.3 s over every listing (api/README.md). */
export const AREA_RECENT_BOOKS = 20_000;
const CHOICES = 8;

/** A profile's place with its spaces tidied: "Jawalakhel ,Lalitpur" is "Jawalakhel, Lalitpur". */
const PLACE = sql<string>`regexp_replace(regexp_replace(btrim(u.location), '\\s*,\\s*', ', ', 'g'), '\\s+', ' ', 'g')`;

/** What the member sent, tidied as PLACE tidies a profile's place, in lower case. */
function tidied(label: string): string {
  return label
    .trim()
    .replace(/\s*,\s*/g, ', ')
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

/**
 * Each of the newest listed books with a place (AREA_RECENT_BOOKS: the work stays the same however many books the
 * site holds; the listed-books index gives them in order), once under each area its seller's place names (`n.name`).
 */
function booksByArea(where: (area: RawBuilder<string>) => RawBuilder<unknown>) {
  return sql`
    FROM (
      SELECT b.user_id, b.location FROM books AS b
      WHERE ${LISTED} AND b.location IS NOT NULL
      ORDER BY b.date_created DESC, b.id DESC
      LIMIT ${sql.lit(AREA_RECENT_BOOKS)}
    ) AS b
    JOIN users AS u ON u.id = b.user_id
    CROSS JOIN LATERAL (SELECT ${PLACE} AS place) AS p
    CROSS JOIN LATERAL (SELECT p.place AS name UNION SELECT btrim(substring(p.place FROM '[^,]*$'))) AS n
    WHERE n.name <> '' AND ${where(sql<string>`lower(n.name)`)}`;
}

/** The spelling most of the area's books were listed under. */
const areaLabel = sql<string>`mode() WITHIN GROUP (ORDER BY n.name)`;

/** LIKE's wildcards in what the member typed are letters. */
function containing(text: string): string {
  return `%${text
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Up to eight areas whose name holds `query`, the ones with the most books first. */
export async function areaChoices(db: Kysely<DB>, query: string): Promise<AreaChoices> {
  const { rows } = await sql<{ label: string; books: number }>`
    SELECT ${areaLabel} AS label, count(*)::int AS books
    ${booksByArea((area) => sql`${area} LIKE ${containing(query)}`)}
    GROUP BY lower(n.name)
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
    ${booksByArea((area) => sql`${area} = ${tidied(label)}`)}
    HAVING count(DISTINCT b.user_id) >= ${AREA_MIN_SELLERS}
    ON CONFLICT (user_id) DO UPDATE
      SET latitude = EXCLUDED.latitude, longitude = EXCLUDED.longitude, source = EXCLUDED.source,
          label = EXCLUDED.label, saved_at = EXCLUDED.saved_at
    RETURNING a.source, a.label, a.saved_at`.execute(db);
  return rows[0];
}
