import type { Kysely } from 'kysely';
import type { DB, MailDelivery, MailKind } from '../../db/schema';

// How a member gets each kind of mail (issue 25): at once, in the daily digest, or not at all.
// Chosen on the Profile page, switched off from any mail's one-click unsubscribe.

export const MAIL_KINDS: readonly MailKind[] = ['messages', 'wanted', 'moderation', 'expiry', 'handovers'];
export const MAIL_DELIVERIES: readonly MailDelivery[] = ['instant', 'digest', 'off'];

export type MailPreferences = Record<MailKind, MailDelivery>;

/** What a member gets before they choose: every kind at once. */
export const DEFAULT_PREFERENCES: MailPreferences = {
  messages: 'instant',
  wanted: 'instant',
  moderation: 'instant',
  expiry: 'instant',
  handovers: 'instant',
};

export async function preferencesOf(db: Kysely<DB>, userId: number): Promise<MailPreferences> {
  const rows = await db.selectFrom('mail_preferences').select(['kind', 'delivery']).where('user_id', '=', userId).execute();
  const preferences = { ...DEFAULT_PREFERENCES };
  for (const row of rows) preferences[row.kind] = row.delivery;
  return preferences;
}

export async function deliveryOf(db: Kysely<DB>, userId: number, kind: MailKind): Promise<MailDelivery> {
  const row = await db
    .selectFrom('mail_preferences')
    .select('delivery')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row?.delivery ?? DEFAULT_PREFERENCES[kind];
}

export async function setPreferences(db: Kysely<DB>, userId: number, changes: Partial<MailPreferences>): Promise<MailPreferences> {
  const rows = Object.entries(changes).map(([kind, delivery]) => ({ user_id: userId, kind: kind as MailKind, delivery }));
  if (rows.length > 0) {
    await db
      .insertInto('mail_preferences')
      .values(rows)
      .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet((eb) => ({ delivery: eb.ref('excluded.delivery') })))
      .execute();
  }
  return preferencesOf(db, userId);
}
