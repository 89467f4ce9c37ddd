import { type ResponseOf } from '@booknook/contract';
import { http } from '@booknook/platform';

// Sign-up's proof of work (the API's features/users/signup-challenge.ts): asked for only after a
// network has made a few accounts within the hour, solved here with ALTCHA's own solver on the
// browser's WebCrypto. Each try awaits the browser's PBKDF2, so the page stays responsive meanwhile.
// Loaded on demand: a family signing up never downloads it.

type ChallengeAnswer = ResponseOf<'/users/register/challenge/', 'get'>;

/** The register form's `altcha` field: a fresh puzzle for this network, solved. */
export async function solveSignupChallenge(): Promise<string> {
  const { data } = await http.get<ChallengeAnswer>('/users/register/challenge/');
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([import('altcha-lib'), import('altcha-lib/algorithms/web/pbkdf2')]);
  const solution = await solveChallenge({ challenge: data.challenge, deriveKey, timeout: 5 * 60 * 1000 });
  if (!solution) throw new Error('The sign-up puzzle could not be solved in time.');
  return btoa(JSON.stringify({ challenge: data.challenge, solution }));
}

/** Whether a failed sign-up asks for the puzzle's answer (and for nothing else). */
export function needsSignupChallenge(errors: Record<string, string> | undefined): boolean {
  return errors !== undefined && Object.keys(errors).length === 1 && 'altcha' in errors;
}
