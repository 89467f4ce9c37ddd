import { createHmac, randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { currentLanguage, inLanguage } from '../../lib/language';
import { getOrCreateSecret } from '../../lib/secrets';
import { randomToken, sha256Hex } from '../../lib/tokens';
import type { Mailer } from '../../mail/mailer';
import { emailCodeMail } from '../../mail/templates/email-code-mail';
import { messages } from '../../texts';
import type { RateLimits } from '../../plugins/rate-limit';
import { isEmailDomainBlocked } from '../admin';
import type { PublicUser } from './service';
import type { SignupChallenges } from './signup-challenge';
import { createCodeMember, type NewMemberNames } from './email-code-member';
import { memberSigningIn } from './member-session';
import { EMAIL_CODE } from './limits';

// Continue with email (issue 36.1): a 6-digit code mailed to an address signs its owner in, and
// makes the account when the address is new (confirmed: the code proves the address). Kept as
// HMACs only; one live code per address; EMAIL_CODE.maxTries tries, counted and decided in the one
// UPDATE that takes the code, so two requests with the right code sign in once.

const M = messages.emailCode;
/** Where the mailed link leads: the shell's page, the token after # (never sent to a server, never in a Referer). */
export const EMAIL_CODE_PAGE_PATH = '/email-code';
const TTL_MS = EMAIL_CODE.ttlMinutes * 60 * 1000;

/** A code or link taken: the address it was for, and who asked for it (counted if it makes an account). */
interface Taken {
  email: string;
  network: string;
  puzzle_level: number;
}

/** What signing in by code did: the member, signed in now (`created`: the account is new). */
export interface CodeSignIn {
  id: number;
  user: PublicUser;
  created: boolean;
  /** A suspension whose end has come, still to be lifted. */
  suspensionEnded: boolean;
}

const wrongCode = () => new HttpError(400, M.wrongCode, { code: M.wrongCode });
const invalidLink = () => new HttpError(400, M.invalidLink, { token: M.invalidLink });

export class EmailCodes {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly deps: {
      mailer: Mailer;
      rateLimits: RateLimits;
      challenges: SignupChallenges;
      publicUrl: string;
      log: FastifyBaseLogger;
    },
  ) {}

  /**
   * POST /users/email-code/: the same answer for every address, at the same speed. The network's
   * puzzle (if it is over its free sign-ups) and the count per address come first; past that count
   * no mail goes, and the answer is the same. The lookup, the code and the mail come after the answer.
   */
  async request(email: string, network: string, altcha: string | undefined, next?: string): Promise<void> {
    const puzzleLevel = await this.deps.challenges.requireForCode(network, altcha);
    const overLimit = await this.deps.rateLimits
      .hit('emailCodeAccount', sha256Hex(email.toLowerCase()))
      .then(() => false)
      .catch((error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 429) return true;
        throw error;
      });
    if (overLimit) return;
    void this.send(email, network, puzzleLevel, next).catch((error: unknown) => {
      this.deps.log.error({ err: error }, 'sign-in code could not be sent');
    });
  }

  private async send(email: string, network: string, puzzleLevel: number, next: string | undefined): Promise<void> {
    const key = email.toLowerCase();
    const member = await this.db
      .selectFrom('users')
      .select(['id', 'language'])
      .where(sql<string>`lower(email)`, '=', key)
      .executeTakeFirst();
    // A new address at a blocked domain is answered alike, but gets no code: no account can come of it.
    if (!member && (await isEmailDomainBlocked(this.db, email))) return;
    const code = String(randomInt(0, 10 ** EMAIL_CODE.digits)).padStart(EMAIL_CODE.digits, '0');
    const token = randomToken();
    const secret = await this.secret();
    const row = {
      email_key: key,
      email,
      code_hash: hmac(secret, 'code', key, code),
      link_hash: hmac(secret, 'link', '', token),
      network,
      puzzle_level: puzzleLevel,
      tries: 0,
      created_at: new Date(),
      expires_at: new Date(Date.now() + TTL_MS),
      used_at: null,
    };
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('email_codes').where('expires_at', '<', new Date()).execute();
      // One live code per address: a new one replaces the old, tries and all.
      await trx
        .insertInto('email_codes')
        .values(row)
        .onConflict((oc) => oc.column('email_key').doUpdateSet(row))
        .execute();
    });
    // `next` rides in the fragment with the token, so that a link opened on another device goes on there too.
    const goOn = next ? `&next=${encodeURIComponent(next)}` : '';
    const link = `${this.deps.publicUrl}${EMAIL_CODE_PAGE_PATH}#token=${token}${goOn}`;
    // A member's language, else the one the code was asked for in (the request's: this runs in its context).
    const language = member?.language ?? currentLanguage();
    const mail = await inLanguage(language, () => emailCodeMail(email, code, link, EMAIL_CODE.ttlMinutes));
    await this.deps.mailer.send({ ...mail, memberId: member?.id });
  }

  /** POST /users/email-code/verify/: one try of the address's code; 400 for a wrong, old, used or exhausted one. */
  async verify(email: string, code: string, names: NewMemberNames, altcha: string | undefined): Promise<CodeSignIn> {
    const key = email.toLowerCase();
    const codeHash = hmac(await this.secret(), 'code', key, code);
    return this.signIn((trx) => takeCode(trx, key, codeHash), wrongCode, names, altcha);
  }

  /** POST /users/email-code/link/: the mailed link, on the device that opens it. */
  async openLink(token: string, names: NewMemberNames, altcha: string | undefined): Promise<CodeSignIn> {
    const linkHash = hmac(await this.secret(), 'link', '', token);
    return this.signIn((trx) => takeLink(trx, linkHash), invalidLink, names, altcha);
  }

  /**
   * A member without a password confirms a change to their account with a fresh code instead
   * (issue 36.1): true when `code` is their address's live code (it is used up), false otherwise.
   */
  async confirmWithCode(email: string, code: string): Promise<boolean> {
    const key = email.toLowerCase();
    const codeHash = hmac(await this.secret(), 'code', key, code);
    return (await takeCode(this.db, key, codeHash)) !== undefined;
  }

  /**
   * Take the code or link and sign its address in, in one transaction. A new address needs a name:
   * 400 on `first_name`, said only after the right code, which stays live (the transaction rolls back).
   */
  private async signIn(
    take: (trx: Transaction<DB>) => Promise<Taken | undefined>,
    refusal: () => HttpError,
    names: NewMemberNames,
    altcha: string | undefined,
  ): Promise<CodeSignIn> {
    const outcome = await this.db.transaction().execute(async (trx) => {
      const taken = await take(trx);
      // Returned, not thrown: a wrong try is counted (committed).
      if (!taken) return undefined;
      const existing = await signInMember(trx, taken.email);
      if (existing) return { id: existing, created: false };
      const created = await createCodeMember(trx, taken, names, (inner) =>
        this.deps.challenges.reserveSignup(inner, taken.network, altcha, taken.puzzle_level),
      );
      if (created === 'domain-blocked') return undefined;
      // Lost a race with a password sign-up of the same address: that account is the one signed in to.
      if (created === 'address-in-use') {
        const raced = await signInMember(trx, taken.email);
        return raced ? { id: raced, created: false } : undefined;
      }
      return { id: created, created: true };
    });
    if (!outcome) throw refusal();
    // As at password sign-in: a suspension is told only to whoever has the code.
    const { user, suspensionEnded } = await memberSigningIn(this.db, outcome.id);
    return { id: outcome.id, user, created: outcome.created, suspensionEnded };
  }

  private secret(): Promise<string> {
    return getOrCreateSecret(this.db, 'email-code');
  }
}

/** HMAC of a code (bound to its address) or a link's token: a leaked table gives neither. */
function hmac(secret: string, kind: 'code' | 'link', key: string, value: string): string {
  return createHmac('sha256', secret).update(`${kind}:${key}:${value}`).digest('hex');
}

/**
 * One try of the address's live code, in one statement: counted, and taken when right. A concurrent
 * try waits for this row and then finds it used (or its tries spent), so the right code works once;
 * the try after the last allowed one fails even with the right code.
 */
async function takeCode(db: Kysely<DB>, key: string, codeHash: string): Promise<Taken | undefined> {
  const row = await db
    .updateTable('email_codes')
    .set({
      tries: sql<number>`tries + 1`,
      used_at: sql<Date | null>`CASE WHEN code_hash = ${codeHash} THEN now() END`,
    })
    .where('email_key', '=', key)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('tries', '<', EMAIL_CODE.maxTries)
    .returning(['email', 'network', 'puzzle_level', sql<boolean>`used_at IS NOT NULL`.as('right')])
    .executeTakeFirst();
  return row?.right ? row : undefined;
}

/** The mailed link's code, taken once (its token is 256 random bits: no tries to count). */
async function takeLink(db: Kysely<DB>, linkHash: string): Promise<Taken | undefined> {
  return db
    .updateTable('email_codes')
    .set({ used_at: sql<Date>`now()` })
    .where('link_hash', '=', linkHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['email', 'network', 'puzzle_level'])
    .executeTakeFirst();
}

/**
 * The member with this address, if any, now proven theirs. An address nobody had confirmed (someone
 * registered it with a password and never opened the link) is confirmed, its password dropped and
 * every session ended, so whoever made the account with someone else's address keeps nothing.
 */
async function signInMember(trx: Transaction<DB>, email: string): Promise<number | undefined> {
  const member = await trx
    .selectFrom('users')
    .select(['id', 'email_verified_at'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .forUpdate()
    .executeTakeFirst();
  if (!member) return undefined;
  if (member.email_verified_at === null) {
    await trx
      .updateTable('users')
      .set({ email_verified_at: new Date(), password_hash: null, pending_email: null })
      .where('id', '=', member.id)
      .execute();
    await trx.deleteFrom('sessions').where('user_id', '=', member.id).execute();
    await trx.deleteFrom('password_resets').where('user_id', '=', member.id).execute();
    await trx.deleteFrom('email_verifications').where('user_id', '=', member.id).execute();
  }
  return member.id;
}
