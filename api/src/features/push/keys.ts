import type { Kysely } from 'kysely';
import webpush from 'web-push';
import type { DB } from '../../db/schema';
import { getOrCreateSecret } from '../../lib/secrets';

/** The site's VAPID key pair, base64url: the browser accepts pushes signed with the private one only. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * Made on first use and kept with the installation's other secrets (app_secrets, so every instance signs with the
 * same pair and a backup restores it: a new pair would silently cut off every browser subscribed to the old one).
 */
const parsed = new Map<string, VapidKeys>();

export async function vapidKeys(db: Kysely<DB>): Promise<VapidKeys> {
  const stored = await getOrCreateSecret(db, 'web-push-vapid', () => JSON.stringify(webpush.generateVAPIDKeys()));
  // Read on every push: parsed once per stored value, which never changes.
  let keys = parsed.get(stored);
  if (!keys) {
    keys = JSON.parse(stored) as VapidKeys;
    parsed.set(stored, keys);
  }
  return keys;
}

/** Who the push services may contact about our pushes: the site's From address, as a mailto: URL. */
export function vapidSubject(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}
