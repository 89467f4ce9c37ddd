import type { RequestBodyOf, ResponseOf } from '@booknook/contract';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { http } from '@booknook/platform';

// @booknook/platform/passkeys: a member's passkeys (the API's /users/passkeys/…): list, add one made on this device,
// remove one. Shared because two packages add them (Profile's Passkeys section, the shell's one-time offer after
// signing in); an entry of its own, not part of the platform's singleton, so only the code that uses it carries it.
// The WebAuthn library is loaded only when a passkey is made or used, so no page's first paint waits for it.

export type PasskeyList = ResponseOf<'/users/passkeys/', 'get'>;
export type Passkey = PasskeyList['results'][number];
type PasskeyAnswer = RequestBodyOf<'/users/passkeys/', 'post'>['response'];

/** The list's API path, also its SWR key. */
export const PASSKEYS_KEY = '/users/passkeys/';

/** Whether this browser can hold passkeys at all. */
export function browserHasPasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** Whether this device can make a passkey of its own (a fingerprint, face or screen lock), not only use a security key. */
export async function deviceMakesPasskeys(): Promise<boolean> {
  if (!browserHasPasskeys()) return false;
  try {
    return await window.PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable();
  } catch {
    return false;
  }
}

/** The person closed the browser's passkey dialog (or another ceremony replaced it): nothing went wrong. */
export function passkeyCancelled(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'NotAllowedError' || name === 'AbortError';
}

/** Ask the API for options, let the browser make a passkey for them, then hand the answer back to keep. */
export async function addPasskey(): Promise<Passkey> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const optionsJSON = (await http.post<PublicKeyCredentialCreationOptionsJSON>('/users/passkeys/registration/options/')).data;
  const response = await startRegistration({ optionsJSON });
  // The contract types extension results as empty; the browser's are passed on as they are.
  return (await http.post<Passkey>(PASSKEYS_KEY, { response: response as PasskeyAnswer })).data;
}

export async function removePasskey(id: number): Promise<void> {
  await http.delete(`${PASSKEYS_KEY}${id}/`);
}
