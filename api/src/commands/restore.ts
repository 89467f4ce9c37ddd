import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { formatCounts } from '../backup/backup';
import { openArchive, restoreBackup, RestoreError } from '../backup/restore';
import { openForRestore } from '../backup/site';

// `npm run restore -- ARCHIVE [--force]`: put a backup back into the site `npm start` runs (same
// settings; the embedded server must be stopped, and every API instance on PostgreSQL too).

const USAGE = 'Usage: npm run restore -- <archive.tar.gz> [--force]';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const [archive, ...extra] = args.filter((arg) => arg !== '--force');
  if (!archive || extra.length > 0 || archive.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  await fs.promises.mkdir(config.dataDir, { recursive: true });
  const unpacked = await fs.promises.mkdtemp(path.join(config.dataDir, '.restore-'));
  try {
    const manifest = await openArchive(path.resolve(archive), unpacked);
    console.error(
      `Archive of ${manifest.createdAt} (BookNook ${manifest.appVersion}, migration ${manifest.database.level ?? 'none'}): checksums match.`,
    );
    const site = await openForRestore(config);
    try {
      const result = await restoreBackup(unpacked, manifest, site, force);
      if (result.migratedForward.length > 0) console.error(`Migrated forward: ${result.migratedForward.join(', ')}`);
      console.error(`Restored into ${site.description} and ${site.media.description}:`);
      console.log(formatCounts(result.counts, manifest.database.tables));
      console.log(`  media objects ${manifest.media.objects}`);
      return 0;
    } finally {
      await site.close();
    }
  } catch (error) {
    if (error instanceof RestoreError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await fs.promises.rm(unpacked, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('Restore failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
