import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { PushKind } from './kinds';
import { MAX_SUBSCRIPTIONS_PER_MEMBER } from './limits';
import { withPushTables, type PushDB } from './tables';

export interface NewSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}
export interface StoredSubscription extends NewSubscription {
  id: number;
}

/** The browsers each member lets BookNook push to. */
export class PushSubscriptions {
  private tables?: Kysely<PushDB>;

  constructor(private readonly database: Kysely<DB>) {}

  // Typed on first use, not at construction: an app built without a database (the static-site tests) still starts.
  private get db(): Kysely<PushDB> {
    return (this.tables ??= withPushTables(this.database));
  }

  /**
   * Saves a browser's subscription for the member ('too-many' past the limit). The endpoint names the browser: a
   * browser subscribed before (by this member or another who signed in on it) is taken over with its new keys. The
   * member's row is locked while counting, so two browsers subscribing at once cannot both pass the last free place.
   */
  async subscribe(userId: number, subscription: NewSubscription): Promise<'saved' | 'too-many'> {
    return this.db.transaction().execute(async (trx) => {
      await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
      const { others } = await trx
        .selectFrom('push_subscriptions')
        .select((eb) => eb.fn.countAll<string>().as('others'))
        .where('user_id', '=', userId)
        .where('endpoint', '!=', subscription.endpoint)
        .executeTakeFirstOrThrow();
      if (Number(others) >= MAX_SUBSCRIPTIONS_PER_MEMBER) return 'too-many';
      await trx
        .insertInto('push_subscriptions')
        .values({ user_id: userId, ...subscription })
        .onConflict((oc) =>
          oc
            .column('endpoint')
            .doUpdateSet({ user_id: userId, p256dh: subscription.p256dh, auth: subscription.auth, created_at: new Date() }),
        )
        .execute();
      return 'saved';
    });
  }

  /** Removes one of the member's browsers; false when the endpoint is not among theirs. */
  async unsubscribe(userId: number, endpoint: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('push_subscriptions')
      .where('user_id', '=', userId)
      .where('endpoint', '=', endpoint)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** The member's browsers; with `kind`, none when the member turned that kind's push off (Profile). */
  async of(userId: number, kind?: PushKind): Promise<StoredSubscription[]> {
    let query = this.db
      .selectFrom('push_subscriptions as s')
      .select(['s.id', 's.endpoint', 's.p256dh', 's.auth'])
      .where('s.user_id', '=', userId);
    if (kind !== undefined) {
      query = query.where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('mail_preferences as p')
              .select('p.kind')
              .whereRef('p.user_id', '=', 's.user_id')
              .where('p.kind', '=', kind)
              .where('p.push', '=', false),
          ),
        ),
      );
    }
    return query.execute();
  }

  async forget(id: number): Promise<void> {
    await this.db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
  }

  /** Every browser of the member, for a member who may no longer be reached (suspended). */
  async forgetMember(userId: number): Promise<void> {
    await this.db.deleteFrom('push_subscriptions').where('user_id', '=', userId).execute();
  }
}
