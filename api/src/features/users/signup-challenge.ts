import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { getOrCreateSecret } from '../../lib/secrets';
import { RATE_LIMITS, SIGNUP_CHALLENGE as C } from '../../limits';
import { messages } from '../../messages';
import type { RateLimits } from '../../plugins/rate-limit';

// Proof of work at sign-up (issue 24.3), with ALTCHA's self-hosted library: no third-party service.
// A client network (an IPv4 address, an IPv6 /64) makes its first few accounts of the hour for free,
// so a family signing up never meets a puzzle, and other clients of the API keep working. After
// that every account needs the answer to a puzzle whose expected work doubles with every second
// further account: mass registration costs CPU, a school's sign-up morning costs seconds each. A challenge is signed, bound to the network and its level,
// expires in minutes, and works once.

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
    const free = Math.max(1, Math.floor(RATE_LIMITS.signupFree.max * this.multiplier));
    return made < free ? 0 : made - free + 1;
  }

  /** A fresh puzzle for `network` at the level its next account needs (at least 1). */
  async issue(network: string): Promise<SignupChallenge> {
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
   * Before an account is made: nothing when the network needs no puzzle, else a valid, unused answer
   * from this network at its level (400 with `errors.altcha` otherwise; the form then solves a new one).
   */
  async check(network: string, answer: string | undefined): Promise<void> {
    const level = await this.levelFor(network);
    if (level === 0) return;
    if (answer === undefined) throw new HttpError(400, M.required, { altcha: M.required });
    const payload = parsePayload(answer);
    const signature = payload?.challenge.signature;
    const data = payload?.challenge.parameters.data;
    const secrets = await this.secrets();
    const result =
      payload &&
      (await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: secrets.signature,
        hmacKeySignatureSecret: secrets.key,
      }).catch(() => undefined));
    const fits = result?.verified === true && data?.network === network && Number(data.level) >= level;
    if (!fits || !signature || !(await this.spend(signature, payload.challenge.parameters.expiresAt))) {
      throw new HttpError(400, M.invalid, { altcha: M.invalid });
    }
  }

  /** Count an account made from `network` (or a sign-up answered as if it were). */
  async recordSignup(network: string): Promise<void> {
    await this.rateLimits.record('signupFree', `ip:${network}`);
  }

  /** Mark an answer used; false when it already was (the first of two at once wins). */
  private async spend(signature: string, expiresAt: number | undefined): Promise<boolean> {
    await this.db
      .deleteFrom('used_challenges')
      .where('expires_at', '<', sql<Date>`now()`)
      .execute();
    const inserted = await this.db
      .insertInto('used_challenges')
      .values({ signature, expires_at: new Date((expiresAt ?? Date.now() / 1000 + C.expiresSeconds) * 1000) })
      .onConflict((oc) => oc.column('signature').doNothing())
      .returning('signature')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  private async secrets(): Promise<{ signature: string; key: string }> {
    const [signature, key] = await Promise.all([
      getOrCreateSecret(this.db, 'signup-challenge-signature'),
      getOrCreateSecret(this.db, 'signup-challenge-key'),
    ]);
    return { signature, key };
  }
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
