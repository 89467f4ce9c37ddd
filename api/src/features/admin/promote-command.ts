import path from 'node:path';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/database';
import { acquireEmbeddedLock, EmbeddedLockError } from '../../db/embedded-lock';
import { migrate } from '../../db/migrator';
import { promoteToModerator } from '../moderation';
import { promoteToAdmin } from './members';

// `npm run -w api promote -- <email>`: make a member a moderator; `-- --admin <email>`: an admin
// (the first one; later ones too). Uses the same configuration as the server (DATABASE_URL, or the
// embedded database in DATA_DIR, which must not be in use). The audit log names the command line.

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const admin = args.includes('--admin');
  const email = args.find((arg) => arg !== '--admin')?.trim();
  if (!email) {
    console.error('Usage: npm run -w api promote -- [--admin] <email>');
    return 2;
  }
  const config = loadConfig();
  let lock;
  if (!config.databaseUrl) {
    try {
      lock = acquireEmbeddedLock(config.dataDir);
    } catch (error) {
      if (error instanceof EmbeddedLockError) {
        console.error(`${error.message}\nThe embedded database can only be changed while the server is stopped.`);
        return 1;
      }
      throw error;
    }
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDataDir: path.join(config.dataDir, 'pglite') });
  try {
    await migrate(database.pool);
    const promote = admin ? promoteToAdmin : promoteToModerator;
    if (!(await promote(database.db, email))) {
      console.error(`No member has the email ${email}.`);
      return 1;
    }
    console.log(`${email} is now ${admin ? 'an admin' : 'a moderator'}.`);
    return 0;
  } finally {
    await database.close();
    lock?.release();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('promote failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
