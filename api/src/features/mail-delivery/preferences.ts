import type { Kysely } from 'kysely';
import type { DB, MailDelivery, MailKind } from '../../db/schema';
import { PUSH_KINDS, type PushKind } from '../push';

// How a member gets each kind of mail (issue 25): at once, in the daily digest, or not at all.
// Chosen on the Profile page, switched off from any mail's one-click unsubscribe. Beside each, for the kinds that
// push (issue 41), whether it also reaches the member's subscribed browsers: the `push` column of the same rows.

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

export type PushChoices = Record<PushKind, boolean>;

/** Every kind that pushes is on until the member turns it off (nothing pushes before a browser subscribes). */
export const DEFAULT_PUSH_CHOICES: PushChoices = Object.fromEntries(PUSH_KINDS.map((kind) => [kind, true])) as PushChoices;

export async function pushChoicesOf(db: Kysely<DB>, userId: number): Promise<PushChoices> {
  const rows = await db
    .selectFrom('mail_preferences')
    .select(['kind', 'push'])
    .where('user_id', '=', userId)
    .where('kind', 'in', PUSH_KINDS)
    .execute();
  const choices = { ...DEFAULT_PUSH_CHOICES };
  for (const row of rows) choices[row.kind as PushKind] = row.push;
  return choices;
}

/** A kind's push choice; a kind without a row keeps its mail at the default delivery. */
export async function setPushChoices(db: Kysely<DB>, userId: number, changes: Partial<PushChoices>): Promise<void> {
  const rows = Object.entries(changes).map(([kind, push]) => ({
    user_id: userId,
    kind: kind as PushKind,
    delivery: DEFAULT_PREFERENCES[kind as PushKind],
    push,
  }));
  if (rows.length === 0) return;
  await db
    .insertInto('mail_preferences')
    .values(rows)
    .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet((eb) => ({ push: eb.ref('excluded.push') })))
    .execute();
}
