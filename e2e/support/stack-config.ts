import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8090);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/** The three remotes as nginx serves them: /remotes/<team>/ from <package>/dist. */
export const remotes = {
  browse: { name: 'mfe_browse', dir: path.join(REPO_ROOT, 'mfe-browse') },
  sell: { name: 'mfe_sell', dir: path.join(REPO_ROOT, 'mfe-sell') },
  account: { name: 'mfe_account', dir: path.join(REPO_ROOT, 'mfe-account') },
} as const;

/** Created by the global setup when the API has its promote command; journeys that moderate sign in with it. */
export const moderator = { username: 'e2emoderator', email: 'moderator@e2e.booknook.test', password: 'moderator-password-1' } as const;
/** Made an admin by the global setup (`promote --admin`), for the /admin journey. */
export const admin = { username: 'e2eadmin', email: 'admin@e2e.booknook.test', password: 'admin-password-1' } as const;
