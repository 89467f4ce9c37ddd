// The users feature's limits: what a name, username and phone may hold, and how long sign-up links, codes and puzzles last.
import { RATE_LIMITS } from '../../limits';

/** A first or last name holds at least one letter, of any script (spaces, digits or marks alone are not a name). */
export const NAME_PATTERN = '\\p{L}';

/** Letters, digits and @ . + - _ (the Django username rule, ASCII only). */
export const USERNAME_PATTERN = '^[A-Za-z0-9@.+_-]+$';

/** Digits, spaces, + and -, 10 to 20 characters. */
export const PHONE_PATTERN = '^[0-9 +-]+$';

/** How long an email confirmation link works (once). */
export const EMAIL_VERIFICATION_TTL_DAYS = 3;

/** Continue with email (issue 36.1): a 6-digit code, and the link mailed with it, work once within this. */
export const EMAIL_CODE = { digits: 6, ttlMinutes: 10, maxTries: 5, usernameSlugMax: 30, usernameTries: 5 } as const;

/**
 * Proof of work at sign-up (features/users/signup-challenge.ts): free for the first freePerHour
 * accounts a client network makes in an hour, then each one costs a puzzle whose expected work
 * doubles with every second further account (PBKDF2 rounds: baseAttempts × cost at the first, about
 * 1.3 s on a server core, a few seconds on a phone), up to 2^maxDoublings times that.
 */
export const SIGNUP_CHALLENGE = {
  freePerHour: RATE_LIMITS.signupFree.max,
  windowSeconds: RATE_LIMITS.signupFree.windowSeconds,
  cost: 1000,
  baseAttempts: 3000,
  maxDoublings: 5,
  expiresSeconds: 10 * 60,
} as const;
