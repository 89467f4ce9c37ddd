/** Browsers one member may subscribe: phones, tablets and computers, with room to spare but not a door for floods. */
export const MAX_SUBSCRIPTIONS_PER_MEMBER = 10;
/** A push service's endpoint URL, in characters (real ones are a few hundred). */
export const MAX_ENDPOINT_LENGTH = 1000;
/** The subscription's keys, base64url: p256dh is 65 bytes (87 characters), auth 16 bytes (22). */
export const MAX_KEY_LENGTH = 200;
/** How long one push may take, from resolving the push service's name to its answer. */
export const PUSH_TIMEOUT_MS = 10_000;
/** How long a push service keeps a push for a phone that is off before dropping it, in seconds. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
