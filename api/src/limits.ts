// Business limits (DESIGN.md §4, SPEC.md §9) as named constants, shared by schemas and rules.

export const USER_LIMITS = {
  nameMin: 3,
  nameMax: 150,
  usernameMin: 3,
  usernameMax: 150,
  emailMax: 254,
  passwordMin: 8,
  /** Upper bound so a megabyte-long password cannot make hashing a denial of service. */
  passwordMax: 128,
  locationMax: 100,
  phoneMin: 10,
  phoneMax: 20,
} as const;

/** Letters, digits and @ . + - _ (the Django username rule, ASCII only). */
export const USERNAME_PATTERN = '^[A-Za-z0-9@.+_-]+$';
/** Digits, spaces, + and -, 10 to 20 characters. */
export const PHONE_PATTERN = '^[0-9 +-]+$';

export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;
export const REQUEST_BODY_LIMIT_BYTES = 1024 * 1024;
