import { tmpdir } from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8090);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/**
 * What this stack's nginx serves the shell's and the remotes' builds from: the global setup copies them here, one folder
 * per port, so a journey that swaps a remote's dist/ on one stack leaves the pages of a stack running beside it alone.
 * Derived from the port (not set by the setup) because the runner process and the workers both need it.
 */
export const SERVED_ROOT = path.join(tmpdir(), `booknook-e2e-served-${E2E_PORT}`);

/** The three remotes: `dir` holds the package (sources, its own build), `served` the copy nginx serves /remotes/<team>/ from. */
export const remotes = {
  browse: { name: 'mfe_browse', dir: path.join(REPO_ROOT, 'mfe-browse'), served: path.join(SERVED_ROOT, 'mfe-browse') },
  sell: { name: 'mfe_sell', dir: path.join(REPO_ROOT, 'mfe-sell'), served: path.join(SERVED_ROOT, 'mfe-sell') },
  account: { name: 'mfe_account', dir: path.join(REPO_ROOT, 'mfe-account'), served: path.join(SERVED_ROOT, 'mfe-account') },
} as const;
export type Remote = (typeof remotes)[keyof typeof remotes];

/** Created by the global setup when the API has its promote command; journeys that moderate sign in with it. */
export const moderator = { username: 'e2emoderator', email: 'moderator@e2e.booknook.test', password: 'moderator-password-1' } as const;
/** Made an admin by the global setup (`promote --admin`), for the /admin journey. */
export const admin = { username: 'e2eadmin', email: 'admin@e2e.booknook.test', password: 'admin-password-1' } as const;
