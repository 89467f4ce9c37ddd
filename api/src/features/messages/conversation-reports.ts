import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { MESSAGE_LIMITS } from '../../limits';
import { messages } from '../../texts';
import type { Storage } from '../../storage/storage';
import { recordAudit, type AuditActor } from '../admin';
import { conversationRows, memberOf, ownedBy, shapeConversation, toMessage, type ConversationRow, type Member } from './conversation-rows';
import type { ReportedConversation } from './schemas';
import { conversationTexts } from './texts';

// Members report a conversation of theirs; moderators read the reported ones (their reports and
// latest messages) and close them.

const UNIQUE_VIOLATION = '23505';
const M = conversationTexts;

export class ConversationReports {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly storage: Storage,
  ) {}

  /** Report one of the caller's conversations to the moderators (once while the report is open). */
  async report(viewer: Member, conversationId: number, reason: string): Promise<void> {
    let inserted;
    try {
      inserted = await this.db
        .insertInto('conversation_reports')
        .columns(['conversation_id', 'user_id', 'reason'])
        .expression((eb) =>
          eb
            .selectFrom('conversations as c')
            .select(['c.id', sql.lit(viewer.id).as('user_id'), sql<string>`${reason}::text`.as('reason')])
            .where('c.id', '=', conversationId)
            .where(ownedBy(viewer.id)),
        )
        .returning('id')
        .executeTakeFirst();
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new HttpError(409, M.alreadyReported);
      throw error;
    }
    if (!inserted) throw new HttpError(404, messages.errors.notFound);
  }

  /** Reported conversations for moderators, the longest waiting first, with their reports and latest messages. */
  async reported(moderator: Member): Promise<ReportedConversation[]> {
    const open = await this.db
      .selectFrom('conversation_reports')
      .select(['conversation_id', sql<Date>`min(created_at)`.as('first_at')])
      .where('resolved_at', 'is', null)
      .groupBy('conversation_id')
      .orderBy('first_at')
      .limit(MESSAGE_LIMITS.reportedPage)
      .execute();
    const results: ReportedConversation[] = [];
    for (const { conversation_id: id } of open) {
      const row = (await conversationRows(this.db, moderator).where('c.id', '=', id).executeTakeFirst()) as ConversationRow | undefined;
      if (!row) continue;
      const asModerator = shapeConversation(this.storage, row, { id: 0, is_moderator: true });
      const reports = await this.db
        .selectFrom('conversation_reports as r')
        .innerJoin('conversations as c', 'c.id', 'r.conversation_id')
        .select(['r.reason', 'r.created_at', sql<boolean>`r.user_id = c.seller_id`.as('by_seller')])
        .where('r.conversation_id', '=', id)
        .where('r.resolved_at', 'is', null)
        .orderBy('r.created_at')
        .execute();
      const history = await this.db
        .selectFrom('messages')
        .select(['id', 'conversation_id', 'body', 'from_seller', 'created_at'])
        .where('conversation_id', '=', id)
        .orderBy('id', 'desc')
        .limit(MESSAGE_LIMITS.replayMax)
        .execute();
      results.push({
        conversation: {
          ...asModerator,
          role: 'moderator',
          other_member: memberOf(row.seller_username, row.seller_first_name, row.seller_last_name),
        },
        buyer: memberOf(row.buyer_username, row.buyer_first_name, row.buyer_last_name),
        seller: memberOf(row.seller_username, row.seller_first_name, row.seller_last_name),
        reports: reports.map((r) => ({
          reason: r.reason,
          created_at: new Date(r.created_at),
          reporter: r.by_seller ? ('seller' as const) : ('buyer' as const),
        })),
        messages: history.reverse().map((m) => toMessage(m, 'moderator')),
      });
    }
    return results;
  }

  /** A moderator has dealt with a conversation's open reports. */
  async resolveReports(moderator: Member & AuditActor, conversationId: number): Promise<void> {
    const resolved = await this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('conversation_reports')
        .set({ resolved_at: new Date(), resolved_by: moderator.id })
        .where('conversation_id', '=', conversationId)
        .where('resolved_at', 'is', null)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) return false;
      const entry = { action: 'resolve-conversation-reports', targetType: 'conversation', targetId: conversationId } as const;
      await recordAudit(trx, moderator, { ...entry, targetLabel: `${result.numUpdatedRows} report(s)` });
      return true;
    });
    if (!resolved) throw new HttpError(404, messages.errors.notFound);
  }
}
