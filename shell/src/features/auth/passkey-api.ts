import { http, type CurrentUser } from '@booknook/platform';
import { browserHasPasskeys } from '@booknook/platform/passkeys';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';

// Sign in with a passkey (POST /users/passkeys/authentication/options/, then …/authentication/). The WebAuthn library
// is loaded only when a passkey is asked for, so the sign-in screen's first paint does not wait for it.

/** Whether the browser offers passkeys in the email field's suggestions (conditional mediation). */
export async function browserSuggestsPasskeys(): Promise<boolean> {
  if (!browserHasPasskeys()) return false;
  const { browserSupportsWebAuthnAutofill } = await import('@simplewebauthn/browser');
  return browserSupportsWebAuthnAutofill();
}

/**
 * Ask the browser for a passkey and sign in with it. `fromSuggestions`: wait until the person picks one in the email
 * field's suggestions (no dialog); otherwise open the browser's passkey dialog now.
 */
export async function signInWithPasskey(fromSuggestions = false, mayPost: () => boolean = () => true): Promise<CurrentUser> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const optionsJSON = (await http.post<PublicKeyCredentialRequestOptionsJSON>('/users/passkeys/authentication/options/', {})).data;
  const response = await startAuthentication({ optionsJSON, useBrowserAutofill: fromSuggestions });
  if (!mayPost()) throw new DOMException('Another passkey sign-in is under way', 'AbortError');
  return (await http.post<CurrentUser>('/users/passkeys/authentication/', { response })).data;
}
