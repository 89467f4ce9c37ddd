import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrator';

// `npm run -w api listings -- sweep`: remind the owners of listings that end soon and end those whose
// time is up, now, as the hourly job does (features/listings/lifetime.ts). For an operator catching
// up after a long outage, and for journeys that cannot wait an hour. PostgreSQL only (DATABASE_URL):
// the embedded database belongs to its one server, which sweeps by itself.

async function main(): Promise<number> {
  if (process.argv[2] !== 'sweep') {
    console.error('Usage: npm run -w api listings -- sweep');
    return 2;
  }
  const config = loadConfig();
  if (!config.databaseUrl) {
    console.error('The embedded database is swept by its own server (hourly). Set DATABASE_URL to sweep a PostgreSQL database.');
    return 1;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 2 });
  await migrate(database.pool);
  // The API's own services, without serving: mail and notifications go out as the running instances send them.
  const app = await buildApp({ config, database });
  try {
    await app.ready();
    const reminded = await app.lifetimes.remindDue();
    const ended = await app.lifetimes.expireDue();
    console.log(`Reminded the owners of ${reminded} listings ending soon; ended ${ended} listings.`);
    return 0;
  } finally {
    await app.close();
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
