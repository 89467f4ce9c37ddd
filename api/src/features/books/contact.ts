import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session';
import { requireVerifiedEmail } from '../users';
import { visibleTo } from './book-rows';
import { spendContactBudget, type ContactLimit } from './contact-budget';
import type { SellerContact } from './schemas';
import { bookTexts } from './texts';

export { contactLimitFor, type ContactLimit } from './contact-budget';

// How to reach a book's seller, for signed-in members with a confirmed address (issue 12.3, 24.3):
// GET /books/{id}/contact/ when a member presses "Show contact details", and the contract's
// GET /books/{id}/ for clients that read them there (LocalBook's front end). Browsing costs nothing;
// each seller opened is counted against the member's and the network's budgets (contact-budget.ts).
// The seller and moderators are not counted.

/** Who asks, and from which client network (lib/client-network.ts). */
export interface ContactViewer {
  member: SessionUser;
  network: string;
}

async function sellerOf(db: Kysely<DB>, bookId: number, viewer: SessionUser) {
  return db
    .selectFrom('books as b')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .select(['u.id', 'u.email', 'u.phone_number', 'u.hide_phone_number'])
    .where('b.id', '=', bookId)
    .where(visibleTo(viewer))
    .executeTakeFirst();
}

type Seller = NonNullable<Awaited<ReturnType<typeof sellerOf>>>;

function contactOf(seller: Seller, viewer: SessionUser): SellerContact {
  // The seller sees their own number (and that members do not); everyone else only what the seller shows.
  const shown = !seller.hide_phone_number || seller.id === viewer.id || viewer.is_moderator;
  return { email: seller.email, phone_number: shown ? seller.phone_number : null, phone_number_hidden: seller.hide_phone_number };
}

async function spend(db: Kysely<DB>, seller: Seller, { member, network }: ContactViewer, limit: ContactLimit): Promise<void> {
  const unlimited = seller.id === member.id || member.is_moderator || limit.perWindow === 0;
  if (!unlimited) await spendContactBudget(db, member.id, network, seller.id, limit);
}

/** GET /books/{id}/contact/: 403 until the member confirms their address, 429 past a budget. */
export async function sellerContact(db: Kysely<DB>, bookId: number, viewer: ContactViewer, limit: ContactLimit): Promise<SellerContact> {
  const seller = await sellerOf(db, bookId, viewer.member);
  if (!seller) throw new HttpError(404, bookTexts.notAvailable);
  if (seller.id !== viewer.member.id) requireVerifiedEmail(viewer.member);
  await spend(db, seller, viewer, limit);
  return contactOf(seller, viewer.member);
}

/**
 * The contacts GET /books/{id}/ carries for a member, when they may see them and their budget allows;
 * otherwise none (the page itself is never refused for it).
 */
export async function contactForDetail(
  db: Kysely<DB>,
  bookId: number,
  viewer: ContactViewer,
  limit: ContactLimit,
): Promise<{ email: string; phone_number: string | null } | undefined> {
  if (!viewer.member.email_verified && !viewer.member.is_moderator) return undefined;
  const seller = await sellerOf(db, bookId, viewer.member);
  if (!seller) return undefined;
  try {
    await spend(db, seller, viewer, limit);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 429) return undefined;
    throw error;
  }
  const { email, phone_number } = contactOf(seller, viewer.member);
  return { email, phone_number };
}
