import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { acquireEmbeddedLock, EmbeddedLockError } from '../db/embedded-lock';
import { migrate } from '../db/migrator';
import { promoteToModerator } from '../features/moderation/service';

// `npm run -w api promote -- <email>`: make a member a moderator. Uses the same configuration
// as the server (DATABASE_URL, or the embedded database in DATA_DIR, which must not be in use).

async function main(): Promise<number> {
  const email = process.argv[2]?.trim();
  if (!email) {
    console.error('Usage: npm run -w api promote -- <email>');
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
    if (!(await promoteToModerator(database.db, email))) {
      console.error(`No member has the email ${email}.`);
      return 1;
    }
    console.log(`${email} is now a moderator.`);
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
