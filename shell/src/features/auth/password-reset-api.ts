import { type RequestBodyOf } from '@booknook/contract';
import { http } from '@booknook/platform';

// The forgotten-password calls: a guest asks for a link, then sets a new password with it.

export type ResetRequest = RequestBodyOf<'/users/password-reset/', 'post'>;
export type ResetConfirmation = RequestBodyOf<'/users/password-reset/confirm/', 'post'>;

/** POST /users/password-reset/: the same answer whether or not an account uses the address. */
export async function requestPasswordReset(body: ResetRequest): Promise<string> {
  return (await http.post<{ detail: string }>('/users/password-reset/', body)).data.detail;
}

/** POST /users/password-reset/confirm/: sets the password; the API ends every session of the account. */
export async function confirmPasswordReset(body: ResetConfirmation): Promise<string> {
  return (await http.post<{ detail: string }>('/users/password-reset/confirm/', body)).data.detail;
}

/**
 * The token of a mailed link (reset, confirmation, unsubscribe, renewal), which carries it after #
 * (never sent to a server, never in a Referer): letters, digits, - _ and the . of a signed token.
 */
export function linkTokenOf(hash: string): string | undefined {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && /^[\w.-]{20,500}$/.test(token) ? token : undefined;
}
