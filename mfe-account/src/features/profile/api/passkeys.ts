import { type RequestBodyOf, type ResponseOf } from '@booknook/contract';
import { http } from '@booknook/platform';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';

// A member's passkeys (the API's /users/passkeys/…): list, add one made on this device, remove one.

export type PasskeyList = ResponseOf<'/users/passkeys/', 'get'>;
export type Passkey = PasskeyList['results'][number];
type PasskeyAnswer = RequestBodyOf<'/users/passkeys/', 'post'>['response'];

/** Read through SWR's fetcher, as the other profile sections. */
export const PASSKEYS_KEY = '/users/passkeys/';

/** Whether this browser can hold passkeys at all. */
export function browserHasPasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** The person closed the browser's passkey dialog (or another ceremony replaced it): nothing went wrong. */
export function passkeyCancelled(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'NotAllowedError' || name === 'AbortError';
}

/** Ask the API for options, let the browser make a passkey for them, then hand the answer back to keep. */
export async function addPasskey(): Promise<Passkey> {
  // Loaded on demand: Profile's first paint does not wait for the WebAuthn library.
  const { startRegistration } = await import('@simplewebauthn/browser');
  const optionsJSON = (await http.post<PublicKeyCredentialCreationOptionsJSON>('/users/passkeys/registration/options/')).data;
  const response = await startRegistration({ optionsJSON });
  // The contract types extension results as empty; the browser's are passed on as they are.
  return (await http.post<Passkey>(PASSKEYS_KEY, { response: response as PasskeyAnswer })).data;
}

export async function removePasskey(id: number): Promise<void> {
  await http.delete(`/users/passkeys/${id}/`);
}
