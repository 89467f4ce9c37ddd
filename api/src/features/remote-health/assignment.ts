import { createHmac, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { REMOTE_PACKAGES, type RemoteName } from '../../deploys/site';
import { getOrCreateSecret } from '../../lib/secrets';
import { readToken, signToken } from '../../lib/signed-token';
import { REMOTE_ASSIGNMENT_TTL_HOURS } from './limits';

// A page's canary assignment (docs/deploys.md): the server renderer asks for one as it renders a page with the remote
// versions it chose, and puts it in the page; the browser sends it with its reports. Only reports that carry one count,
// each assignment once, so a report needs a real page load behind it.

const PURPOSE = 'remote-assignment';
const SECRET_NAME = 'remote-assignment';
export const REMOTE_NAMES = Object.values(REMOTE_PACKAGES).map<RemoteName>((item) => item.name);

export interface Assignment {
  id: string;
  versions: Partial<Record<RemoteName, string>>;
}

/** A signed, short-lived assignment of these versions, with an id of its own. */
export async function issueAssignment(db: Kysely<DB>, versions: Assignment['versions'], now = new Date()): Promise<string> {
  const expires = Math.floor(now.getTime() / 1000) + REMOTE_ASSIGNMENT_TTL_HOURS * 3600;
  const claim: Record<string, string | number> = { p: PURPOSE, id: randomBytes(12).toString('base64url'), exp: expires };
  for (const name of REMOTE_NAMES) {
    const version = versions[name];
    if (version !== undefined) claim[name] = version;
  }
  return signToken(await getOrCreateSecret(db, SECRET_NAME), claim);
}

/** The assignment a token holds, or undefined when this site did not sign it, it has expired, or it is anything else. */
export async function readAssignment(db: Kysely<DB>, token: string, now = new Date()): Promise<Assignment | undefined> {
  const claim = readToken(await getOrCreateSecret(db, SECRET_NAME), token);
  if (claim?.p !== PURPOSE || typeof claim.id !== 'string' || typeof claim.exp !== 'number') return undefined;
  if (claim.exp * 1000 <= now.getTime()) return undefined;
  const versions: Assignment['versions'] = {};
  for (const name of REMOTE_NAMES) {
    const version = claim[name];
    if (typeof version === 'string') versions[name] = version;
  }
  return { id: claim.id, versions };
}

/** What a client network is kept as: an HMAC under the site's secret, so the table holds no address. */
export async function networkKey(db: Kysely<DB>, network: string): Promise<string> {
  return createHmac('sha256', await getOrCreateSecret(db, SECRET_NAME))
    .update(`network ${network}`)
    .digest('base64url')
    .slice(0, 32);
}
