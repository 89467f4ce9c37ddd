import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { VersionHealth } from '../../deploys/canary-health';

// The counters behind canary decisions (migration 0022). Kept in the database, not in each instance's memory, so that
// every API instance adds to the same figures and a restart loses none. Queried with raw SQL: a side table no other
// feature reads. Only reports that carry a page's assignment get here (routes.ts).

export type RemoteEventKind = 'session' | 'error';

export interface RemoteReport {
  remote: string;
  version: string;
  kind: RemoteEventKind;
  /** The client network's key (assignment.ts networkKey). */
  network: string;
  /** The id of the page's assignment. */
  assignment: string;
}

/**
 * Counts a report unless its assignment already counted one of this kind for this remote, or its network one of this
 * kind for this version (migration 0025): one statement, so concurrent copies of a report count once. The figures
 * after it, or null when it counted nowhere.
 */
export async function recordRemoteReport(db: Kysely<DB>, report: RemoteReport): Promise<VersionHealth | null> {
  const { remote, version, kind, network, assignment } = report;
  const isSession = kind === 'session' ? 1 : 0;
  const isError = kind === 'error' ? 1 : 0;
  const { rows } = await sql<{ sessions: string; errors: string }>`
    WITH counted AS (
      INSERT INTO remote_health_reports (remote, version, kind, network, assignment)
      VALUES (${remote}, ${version}, ${kind}, ${network}, ${assignment})
      ON CONFLICT DO NOTHING
      RETURNING remote
    )
    INSERT INTO remote_health (remote, version, sessions, errors)
    SELECT ${remote}, ${version}, ${isSession}, ${isError} FROM counted
    ON CONFLICT (remote, version) DO UPDATE
      SET sessions = remote_health.sessions + ${isSession}, errors = remote_health.errors + ${isError}, updated_at = now()
    RETURNING sessions, errors`.execute(db);
  const row = rows[0];
  return row ? { remote, version, sessions: Number(row.sessions), errors: Number(row.errors) } : null;
}

export async function listRemoteHealth(db: Kysely<DB>): Promise<VersionHealth[]> {
  const { rows } = await sql<{ remote: string; version: string; sessions: string; errors: string }>`
    SELECT remote, version, sessions, errors FROM remote_health ORDER BY remote, version`.execute(db);
  return rows.map((row) => ({ remote: row.remote, version: row.version, sessions: Number(row.sessions), errors: Number(row.errors) }));
}
