import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { DurableJobs } from '../../jobs/durable-jobs';
import { messages } from '../../texts';
import type { MailLinks, Delivered, MailSender } from '../mail-delivery';
import { suspendedNow } from '../../lib/suspension';
import { conversationTexts } from './texts';

// A message still unread UNREAD_EMAIL_DELAY_S after it was sent mails its recipient once for that
// conversation (issue 25): not once per message. Each sent message queues a job for the delay
// (one waiting job per conversation and sender); when it runs, it mails only if the recipient has
// still not read the conversation and was not already mailed since they last read it.

export const UNREAD_MAIL_JOB = 'unread-message-mail';

export interface UnreadMailJob {
  conversation_id: number;
  sender_id: number;
}

/** The longest quotation of a message in the mail. */
const QUOTE_MAX = 200;

/** After a message is sent: the recipient is mailed later if it is still unread. */
export async function scheduleUnreadMail(jobs: DurableJobs, delaySeconds: number, job: UnreadMailJob): Promise<void> {
  await jobs.send(UNREAD_MAIL_JOB, job, { startAfter: delaySeconds, singletonKey: `${job.conversation_id}:${job.sender_id}` });
}

export async function mailUnread(db: Kysely<DB>, sender: MailSender, links: MailLinks, job: UnreadMailJob): Promise<Delivered | 'read'> {
  const conversation = await db
    .selectFrom('conversations as c')
    .select(['c.id', 'c.buyer_id', 'c.seller_id', 'c.buyer_read_id', 'c.seller_read_id', 'c.book_name'])
    .where('c.id', '=', job.conversation_id)
    .executeTakeFirst();
  if (!conversation || conversation.buyer_id === null || conversation.seller_id === null) return 'read';
  const toSeller = conversation.buyer_id === job.sender_id;
  const recipientId = toSeller ? conversation.seller_id : conversation.buyer_id;
  const readId = toSeller ? conversation.seller_read_id : conversation.buyer_read_id;
  const unread = await db
    .selectFrom('messages')
    .select(['id', 'body'])
    .where('conversation_id', '=', conversation.id)
    .where('from_seller', '=', !toSeller)
    .where('id', '>', readId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!unread) return 'read';
  const mailed = await db
    .selectFrom('conversation_mail')
    .select('mailed_message_id')
    .where('conversation_id', '=', conversation.id)
    .where('user_id', '=', recipientId)
    .executeTakeFirst();
  // Mailed already about messages the recipient has not read since: one mail until they read it.
  if (mailed && mailed.mailed_message_id > readId) return 'read';

  const from = await db
    .selectFrom('users as u')
    .select([sql<string>`first_name || ' ' || last_name`.as('name'), suspendedNow('u').as('suspended')])
    .where('id', '=', job.sender_id)
    .executeTakeFirst();
  // No mail acts for a suspended sender: the recipient could not answer them anyway.
  if (from?.suspended) return 'suspended';
  // Written in the recipient's language, whatever language the writer reads BookNook in.
  const delivered = await sender.inMemberLanguage(recipientId, () => {
    const who = from?.name ?? conversationTexts.memberLeft;
    const link = links.url(`/messages/${conversation.id}`);
    const quote = unread.body.length > QUOTE_MAX ? `${unread.body.slice(0, QUOTE_MAX - 1)}…` : unread.body;
    return sender.deliver({
      userId: recipientId,
      kind: 'messages',
      digestLine: { title: messages.digest.unread(who, conversation.book_name), link },
      notice: {
        subject: messages.mail.unreadSubject(who),
        heading: messages.mail.unreadHeading,
        body: messages.mail.unreadBody(who, conversation.book_name),
        quote,
        action: { label: messages.mail.unreadAction, href: link },
      },
    });
  });
  if (delivered === 'sent' || delivered === 'digest') {
    await db
      .insertInto('conversation_mail')
      .values({ conversation_id: conversation.id, user_id: recipientId, mailed_message_id: unread.id })
      .onConflict((oc) => oc.columns(['conversation_id', 'user_id']).doUpdateSet({ mailed_message_id: unread.id }))
      .execute();
  }
  return delivered;
}
