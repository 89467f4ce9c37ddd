/** How long a passkey ceremony may take, from its options to the browser's answer. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;
/** Passkeys one member may hold: a phone, a laptop, a security key or two, with room to spare. */
export const MAX_PASSKEYS_PER_MEMBER = 20;
/** A passkey's name (the device and browser it was made on), in characters. */
export const MAX_PASSKEY_NAME = 60;
/** A browser's answer (credential ids, attestation, client data), in characters per field: real ones are far shorter. */
export const MAX_RESPONSE_FIELD = 16_000;
