import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { messages } from '../../texts';
import type { SessionUser } from '../../plugins/session';
import type { Point } from '../books';
import { sellerPoint } from '../books';
import { areaChoices, saveNamedArea } from './named-areas';
import type { AreaChoices, SaveAreaBody, SavedAreaAnswer } from './schemas';

// A member's saved area (issue 26): the point "near my saved area" in Browse measures from. It is
// kept blurred, like a listing's point (location-blur.ts), and never leaves the API: answers say
// only that an area is saved, where it came from and its label.

const M = messages.account.savedArea;
const NONE: SavedAreaAnswer = { source: null, label: null, saved_at: null };

function fieldError(field: string, message: string): HttpError {
  return new HttpError(400, message, { [field]: message });
}

function blankToNull(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** Area searches answered again from memory: each groups every matching area's books, and areas change slowly. */
const CHOICES_FRESH_MS = 60_000;
const CHOICES_KEPT = 500;

export class SavedAreas {
  private readonly recentChoices = new Map<string, { at: number; answer: Promise<AreaChoices> }>();

  constructor(private readonly db: Kysely<DB>) {}

  async get(userId: number): Promise<SavedAreaAnswer> {
    const area = await this.db
      .selectFrom('member_saved_areas')
      .select(['source', 'label', 'saved_at'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return area ?? NONE;
  }

  /**
   * my_location: the device's point, moved by the member's offset for that place and snapped, as a
   * listing from there would be shown (so it reveals nothing their listings do not). last_listing:
   * the shown point of the member's newest book that has one, read and written in one statement.
   * area: the middle of the books listed from an area of that name (named-areas.ts).
   */
  async save(member: SessionUser, body: SaveAreaBody): Promise<SavedAreaAnswer> {
    const hasPoint = body.latitude !== undefined || body.longitude !== undefined;
    if (body.source === 'area') {
      if (hasPoint) throw fieldError(body.latitude !== undefined ? 'latitude' : 'longitude', M.pointNotTaken);
      if (body.label === undefined || body.label.trim() === '') throw fieldError('label', M.labelNeeded);
      const area = await saveNamedArea(this.db, member.id, body.label);
      if (!area) throw fieldError('label', M.noSuchArea);
      return area;
    }
    if (body.label !== undefined) throw fieldError('label', M.labelNotTaken);
    if (body.source === 'last_listing') {
      if (hasPoint) throw fieldError(body.latitude !== undefined ? 'latitude' : 'longitude', M.pointNotTaken);
      const saved = await sql<SavedAreaAnswer>`
        INSERT INTO member_saved_areas AS a (user_id, latitude, longitude, source, label, saved_at)
        SELECT b.user_id, latitude(b.location::earth), longitude(b.location::earth), 'last_listing', b.name, now()
        FROM books AS b
        WHERE b.user_id = ${member.id} AND b.location IS NOT NULL
        ORDER BY b.date_created DESC, b.id DESC
        LIMIT 1
        ON CONFLICT (user_id) DO UPDATE
          SET latitude = EXCLUDED.latitude, longitude = EXCLUDED.longitude, source = EXCLUDED.source,
              label = EXCLUDED.label, saved_at = EXCLUDED.saved_at
        RETURNING a.source, a.label, a.saved_at`.execute(this.db);
      const area = saved.rows[0];
      if (!area) throw fieldError('source', M.noListingWithPlace);
      return area;
    }
    if (body.latitude === undefined || body.longitude === undefined) {
      throw fieldError(body.latitude === undefined ? 'latitude' : 'longitude', M.pointNeeded);
    }
    const { point } = await sellerPoint(this.db, member.id, { latitude: body.latitude, longitude: body.longitude });
    const row = { ...point, source: 'my_location' as const, label: blankToNull(member.location), saved_at: new Date() };
    return this.db
      .insertInto('member_saved_areas')
      .values({ user_id: member.id, ...row })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
      .returning(['source', 'label', 'saved_at'])
      .executeTakeFirstOrThrow();
  }

  /** Areas to save by name (named-areas.ts). */
  async choices(query: string): Promise<AreaChoices> {
    const key = query.trim().toLowerCase();
    if (key.length < 2) throw fieldError('q', M.query);
    const now = Date.now();
    const recent = this.recentChoices.get(key);
    if (recent && now - recent.at < CHOICES_FRESH_MS) return recent.answer;
    const answer = areaChoices(this.db, key);
    this.recentChoices.delete(key);
    this.recentChoices.set(key, { at: now, answer });
    answer.catch(() => this.recentChoices.delete(key));
    // The oldest goes first (a Map keeps the order of insertion).
    if (this.recentChoices.size > CHOICES_KEPT) this.recentChoices.delete(this.recentChoices.keys().next().value ?? key);
    return answer;
  }

  async forget(userId: number): Promise<void> {
    await this.db.deleteFrom('member_saved_areas').where('user_id', '=', userId).execute();
  }

  /** The saved point, for the API's own use (Browse's near=saved): never to be sent. */
  async pointOf(userId: number): Promise<Point | undefined> {
    return this.db.selectFrom('member_saved_areas').select(['latitude', 'longitude']).where('user_id', '=', userId).executeTakeFirst();
  }
}
