import { randomInt } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { currentLanguage } from '../../lib/language';
import { messages } from '../../texts';
import { isEmailDomainBlocked } from '../admin';
import { isUsernameTaken } from './service';
import { EMAIL_CODE } from './limits';

// The account an emailed code makes for a new address (issue 36.1): a name, nothing else asked.

/** What a new member gives: one name, of any script; the last name optional. */
export interface NewMemberNames {
  first_name?: string;
  last_name?: string;
}

/**
 * The ASCII start of a username made from a name: "Asha Gurung" → "asha-gurung", "Zoë" → "zoe";
 * "member" for a name without ASCII letters (another script).
 */
export function usernameBase(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, EMAIL_CODE.usernameSlugMax)
    .replace(/^-+|-+$/g, '');
  return /[a-z]/.test(slug) ? slug : 'member';
}

/** The base and four random digits: `asha-gurung-4821`, `member-0457`. */
function usernameFor(base: string): string {
  return `${base}-${String(randomInt(0, 10_000)).padStart(4, '0')}`;
}

/**
 * Make the member, confirmed and without a password, in `trx` (the one that took the code): its id,
 * or why none was made. 400 on `first_name` without a name (said only after the right code).
 * `reserve` counts the sign-up against the network that asked for the code (reserveSignup), in this
 * transaction: refused, it rolls back, and the code stays live for another try with the answer.
 */
export async function createCodeMember(
  trx: Transaction<DB>,
  taken: { email: string },
  names: NewMemberNames,
  reserve: (trx: Transaction<DB>) => Promise<void>,
): Promise<number | 'domain-blocked' | 'address-in-use'> {
  const firstName = names.first_name ?? '';
  if (firstName === '') throw new HttpError(400, messages.emailCode.nameNeeded, { first_name: messages.emailCode.nameNeeded });
  // Blocked since the code was sent: no account, answered as a code that no longer works.
  if (await isEmailDomainBlocked(trx, taken.email)) return 'domain-blocked';
  await reserve(trx);
  const lastName = names.last_name ?? '';
  const base = usernameBase(`${firstName} ${lastName}`);
  for (let attempt = 0; attempt <= EMAIL_CODE.usernameTries; attempt += 1) {
    // Ten thousand names per base make running out all but impossible; a longer tail ends it.
    const username = attempt < EMAIL_CODE.usernameTries ? usernameFor(base) : `${base}-${randomInt(0, 1_000_000_000)}`;
    if (await isUsernameTaken(trx, username)) continue;
    // DO NOTHING rather than an error, which would abort the transaction.
    const created = await trx
      .insertInto('users')
      .values({
        username,
        email: taken.email,
        password_hash: null,
        first_name: firstName,
        last_name: lastName,
        location: '',
        phone_number: '',
        hide_phone_number: false,
        // The language they asked for the code in (the lang cookie or Accept-Language).
        language: currentLanguage(),
        email_verified_at: new Date(),
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (created) return created.id;
    if (!(await isUsernameTaken(trx, username))) return 'address-in-use';
  }
  return 'address-in-use';
}
