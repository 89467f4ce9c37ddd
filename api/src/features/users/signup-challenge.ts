import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { getOrCreateSecret } from '../../lib/secrets';
import { RATE_LIMITS } from '../../limits';
import { messages } from '../../texts';
import { countOne, type RateLimits } from '../../plugins/rate-limit';
import { SIGNUP_CHALLENGE as C } from './limits';

// Proof of work at sign-up (issue 24.3), with ALTCHA's self-hosted library: no third-party service.
// A client network (an IPv4 address, an IPv6 /64) makes its first few accounts of the hour for free,
// so a family signing up never meets a puzzle, and other clients of the API keep working. After
// that every account needs the answer to a puzzle whose expected work doubles with every second
// further account: mass registration costs CPU, a school's sign-up morning costs seconds each. A challenge is signed, bound to the network and its level,
// expires in minutes, and works once.
// The count is taken in the transaction that makes the account (reserveSignup, issue 35.3): read
// before and counted after, sign-ups sent at once all found the budget unspent.

const M = messages.verification.challenge;
const ALGORITHM = 'PBKDF2/SHA-256';

/** What GET /users/register/challenge/ answers. */
export interface SignupChallenge {
  /** Whether the next sign-up from this network needs the answer. */
  required: boolean;
  challenge: Challenge;
}

export class SignupChallenges {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly rateLimits: RateLimits,
    /** RATE_LIMIT_MULTIPLIER: scales the free accounts like every limit (0: no puzzles at all). */
    private readonly multiplier: number,
  ) {}

  /** The level of puzzle a network's next account needs; 0 for none. */
  async levelFor(network: string): Promise<number> {
    if (this.multiplier === 0) return 0;
    const made = await this.rateLimits.peek('signupFree', `ip:${network}`);
    return Math.max(0, made + 1 - this.free());
  }

  private free(): number {
    return Math.max(1, Math.floor(RATE_LIMITS.signupFree.max * this.multiplier));
  }

  /** A fresh puzzle for `network` at the level its next account needs (at least 1). */
  async issue(network: string): Promise<SignupChallenge> {
    // Spent answers are kept until they expire; swept here, outside any sign-up's transaction.
    await this.db
      .deleteFrom('used_challenges')
      .where('expires_at', '<', sql<Date>`now()`)
      .execute();
    const level = await this.levelFor(network);
    // The expected work doubles every second account, up to 2^maxDoublings times the first puzzle's.
    const attempts = Math.round(C.baseAttempts * 2 ** Math.min(C.maxDoublings, (Math.max(level, 1) - 1) / 2));
    const secrets = await this.secrets();
    const challenge = await createChallenge({
      algorithm: ALGORITHM,
      cost: C.cost,
      // The answer is this counter, chosen here: finding it takes the client `counter` tries.
      counter: randomInt(Math.round(attempts * 1.5), Math.round(attempts / 2)),
      deriveKey,
      data: { network, level: Math.max(level, 1) },
      expiresAt: new Date(Date.now() + C.expiresSeconds * 1000),
      hmacSignatureSecret: secrets.signature,
      hmacKeySignatureSecret: secrets.key,
    });
    return { required: level > 0, challenge };
  }

  /**
   * A quick refusal, before a sign-up's password is hashed, of one that comes without an answer when
   * its network's committed count already needs one. Only ever early: the decision is reserveSignup's.
   */
  async refuseEarly(network: string, answer: string | undefined): Promise<void> {
    if (answer === undefined && (await this.levelFor(network)) > 0) throw new HttpError(400, M.required, { altcha: M.required });
  }

  /**
   * Reserve one of `network`'s sign-ups in `trx`, the transaction that makes the account; every path
   * that makes one calls this there. Counted and decided in one statement whose row stays locked
   * until `trx` ends, so sign-ups sent at once are decided one after another; when `trx` rolls back
   * (no account made) the reservation goes with it. Past the free number it needs a valid, unused
   * answer from this network at its level: 400 with `errors.altcha` otherwise (the form then solves
   * a new one), which rolls `trx` back. `paidLevel`: a level already solved for this sign-up.
   */
  async reserveSignup(trx: Transaction<DB>, network: string, answer: string | undefined, paidLevel = 0): Promise<void> {
    if (this.multiplier === 0) return;
    const { hits } = await countOne(trx, 'signupFree', `ip:${network}`);
    const level = hits - this.free();
    // A sign-in code asked for with a puzzle solved (requireForCode): that work pays for this level.
    if (level <= paidLevel) return;
    await this.spendAnswer(trx, network, answer, level);
  }

  /**
   * POST /users/email-code/ (issue 36.1): a network over its free sign-ups answers a puzzle for every
   * code it asks for, whatever the address, so that the puzzle says nothing about who is a member.
   * The level it solved (0 when none was needed), to be counted when the code makes an account.
   */
  async requireForCode(network: string, answer: string | undefined): Promise<number> {
    const level = await this.levelFor(network);
    if (level <= 0) return 0;
    return this.db.transaction().execute((trx) => this.spendAnswer(trx, network, answer, level));
  }

  /**
   * A valid, unused answer from `network` at `level` or above, marked used in `trx`: its level.
   * 400 with `errors.altcha` otherwise (the form then solves a new one), which rolls `trx` back.
   */
  private async spendAnswer(trx: Transaction<DB>, network: string, answer: string | undefined, level: number): Promise<number> {
    if (answer === undefined) throw new HttpError(400, M.required, { altcha: M.required });
    const payload = parsePayload(answer);
    const signature = payload?.challenge.signature;
    const data = payload?.challenge.parameters.data;
    // Read in `trx`: on PGlite, its one connection is this transaction's until it ends.
    const secrets = await this.secrets(trx);
    const result =
      payload &&
      (await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: secrets.signature,
        hmacKeySignatureSecret: secrets.key,
      }).catch(() => undefined));
    const solved = Number(data?.level);
    const fits = result?.verified === true && data?.network === network && solved >= level;
    if (!fits || !signature || !(await spend(trx, signature, payload.challenge.parameters.expiresAt))) {
      throw new HttpError(400, M.invalid, { altcha: M.invalid });
    }
    return solved;
  }

  private async secrets(db: Kysely<DB> = this.db): Promise<{ signature: string; key: string }> {
    const signature = await getOrCreateSecret(db, 'signup-challenge-signature');
    const key = await getOrCreateSecret(db, 'signup-challenge-key');
    return { signature, key };
  }
}

/**
 * Mark an answer used, in the transaction that makes the account (a rollback leaves it unused);
 * false when it already was: of two at once, the second waits for the first and loses if it commits.
 */
async function spend(trx: Transaction<DB>, signature: string, expiresAt: number | undefined): Promise<boolean> {
  const inserted = await trx
    .insertInto('used_challenges')
    .values({ signature, expires_at: new Date((expiresAt ?? Date.now() / 1000 + C.expiresSeconds) * 1000) })
    .onConflict((oc) => oc.column('signature').doNothing())
    .returning('signature')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** The `altcha` field: base64 of {challenge, solution} as JSON (ALTCHA's own payload format). */
function parsePayload(answer: string): Payload | undefined {
  try {
    const value = JSON.parse(Buffer.from(answer, 'base64').toString('utf8')) as Partial<Payload> | null;
    const { challenge, solution } = value ?? {};
    if (typeof challenge?.parameters !== 'object' || typeof solution?.counter !== 'number') return undefined;
    return { challenge, solution };
  } catch {
    return undefined;
  }
}
