import path from 'node:path';
import { runDeployCommand } from '../deploys/command';
import { healthFromApi } from '../deploys/status';

// `npm run deploy -- ...` and `npm run rollback -- <remote>` (scripts/deploy.mjs runs this; docs/deploys.md).
// WEB_ROOT: the repository (default: the current folder); SITE_DIR: the site (default <WEB_ROOT>/site);
// DEPLOY_API_URL: the running API, for status' error rates (default http://127.0.0.1:$PORT, PORT default 8080).

const webRoot = path.resolve(process.env.WEB_ROOT ?? process.cwd());
const siteDir = path.resolve(webRoot, process.env.SITE_DIR ?? 'site');
const apiUrl = process.env.DEPLOY_API_URL ?? `http://127.0.0.1:${process.env.PORT ?? '8080'}`;

runDeployCommand(process.argv.slice(2), { webRoot, siteDir, health: healthFromApi(apiUrl) }).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('deploy failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
