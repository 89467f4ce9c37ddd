import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { VersionHealth } from '../../deploys/canary-health';

// The counters behind canary decisions (migration 0022). Kept in the database, not in each instance's memory, so that
// every API instance adds to the same figures and a restart loses none. Queried with raw SQL: a side table no other
// feature reads.

export type RemoteEventKind = 'session' | 'error';

/** One more session or error for a remote version; the figures after it. One upsert: concurrent reports all count. */
export async function recordRemoteEvent(db: Kysely<DB>, remote: string, version: string, kind: RemoteEventKind): Promise<VersionHealth> {
  const isSession = kind === 'session' ? 1 : 0;
  const isError = kind === 'error' ? 1 : 0;
  const { rows } = await sql<{ sessions: string; errors: string }>`
    INSERT INTO remote_health (remote, version, sessions, errors)
    VALUES (${remote}, ${version}, ${isSession}, ${isError})
    ON CONFLICT (remote, version) DO UPDATE
      SET sessions = remote_health.sessions + ${isSession}, errors = remote_health.errors + ${isError}, updated_at = now()
    RETURNING sessions, errors`.execute(db);
  const row = rows[0];
  return { remote, version, sessions: Number(row?.sessions ?? 0), errors: Number(row?.errors ?? 0) };
}

export async function listRemoteHealth(db: Kysely<DB>): Promise<VersionHealth[]> {
  const { rows } = await sql<{ remote: string; version: string; sessions: string; errors: string }>`
    SELECT remote, version, sessions, errors FROM remote_health ORDER BY remote, version`.execute(db);
  return rows.map((row) => ({ remote: row.remote, version: row.version, sessions: Number(row.sessions), errors: Number(row.errors) }));
}
